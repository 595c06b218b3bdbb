/**
 * Korean postcode search (react-daum-postcode 4.0.0), loaded only when the
 * 우편번호 찾기 button is pressed: the package, then Kakao's script from the
 * internet. Where that script cannot load (offline, blocked, this machine's
 * CI), the promise rejects within POSTCODE_TIMEOUT_MS and the caller tells the
 * retailer to type the address; the form never depends on it.
 */
export interface FoundAddress {
  postcode: string;
  address: string;
}

export const POSTCODE_TIMEOUT_MS = 8000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('postcode search timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error('postcode search failed'));
      },
    );
  });
}

/**
 * Opens Kakao's postcode popup; resolves with the chosen address, or null
 * when the retailer closes it without choosing. Rejects when it cannot load.
 */
export async function searchPostcode(): Promise<FoundAddress | null> {
  const Postcode = await withTimeout(
    import('react-daum-postcode').then((module) => module.loadPostcode()),
    POSTCODE_TIMEOUT_MS,
  );
  return new Promise((resolve) => {
    new Postcode({
      oncomplete: (found) => resolve({ postcode: found.zonecode, address: found.roadAddress || found.address }),
      onclose: (state) => {
        if (state === 'FORCE_CLOSE') resolve(null);
      },
    }).open();
  });
}
