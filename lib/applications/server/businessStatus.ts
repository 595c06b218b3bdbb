import { isValidRegistrationNo } from '@/lib/account/accountFields';
import type { BusinessStatus } from '@/lib/applications/applications.contract';
import { serverEnv } from '@/lib/server/env';
import { logLine } from '@/lib/server/log';

/**
 * Whether a business is open, as the operator sees it beside an application:
 * the 국세청 사업자등록정보 상태조회 (the public data portal's API) when
 * NTS_SERVICE_KEY is set, else only the registration number's check digit,
 * and the answer says which (`source`). The office being unreachable is never
 * an error: the answer is 'unknown' with the check digit's verdict, and the
 * operator decides from the licence.
 */
export interface BusinessStatusProvider {
  check(registrationNo: string): Promise<BusinessStatus>;
}

const checksum: BusinessStatusProvider = {
  async check(registrationNo) {
    return { state: isValidRegistrationNo(registrationNo) ? 'unknown' : 'invalid', source: 'checksum', detail: '' };
  },
};

/** 01 계속사업자, 02 휴업자, 03 폐업자; no code: not registered. */
const NTS_STATES: Record<string, BusinessStatus['state']> = { '01': 'active', '02': 'suspended', '03': 'closed' };

function ntsProvider(url: string, serviceKey: string): BusinessStatusProvider {
  return {
    async check(registrationNo) {
      if (!isValidRegistrationNo(registrationNo)) return { state: 'invalid', source: 'checksum', detail: '' };
      try {
        const response = await fetch(`${url}?serviceKey=${encodeURIComponent(serviceKey)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ b_no: [registrationNo] }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { data?: { b_stt_cd?: string; b_stt?: string; tax_type?: string }[] };
        const row = body.data?.[0];
        if (!row) throw new Error('no data');
        const state = NTS_STATES[row.b_stt_cd ?? ''] ?? 'unregistered';
        return { state, source: 'nts', detail: row.b_stt || row.tax_type || '' };
      } catch (error) {
        logLine('warn', 'business status check failed', { error });
        return { state: 'unknown', source: 'checksum', detail: 'unreachable' };
      }
    },
  };
}

let override: BusinessStatusProvider | null = null;

/** The configured provider (tests may set their own). */
export function businessStatusProvider(): BusinessStatusProvider {
  if (override) return override;
  const env = serverEnv();
  return env.NTS_SERVICE_KEY ? ntsProvider(env.NTS_API_URL, env.NTS_SERVICE_KEY) : checksum;
}

export function setBusinessStatusProvider(provider: BusinessStatusProvider | null): void {
  override = provider;
}
