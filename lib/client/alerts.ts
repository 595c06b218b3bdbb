/**
 * Alerts, confirms and toasts over sweetalert2 (docs/ARCHITECTURE.md). sweetalert2 is
 * imported on first use, so it is not part of any page's first-load JS.
 * Callers pass catalogue messages (lib/messages); the button texts come from
 * the catalogue too (the feature file, not the index), loaded together with
 * sweetalert2. If the library cannot load, the browser's own dialogs stand in,
 * so a message is never lost.
 */
import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { colors } from '@/styles/theme';
import { onDemand } from './onDemand';

/** Toasts close by themselves after this long (docs/DECISIONS.md). */
export const TOAST_DURATION_MS = 5000;

type Swal = (typeof import('sweetalert2'))['default'];

/** sweetalert2 and the options every modal shares (its Korean button texts). */
interface Loaded {
  Swal: Swal;
  base: SweetAlertOptions;
}

const loadSwal = onDemand(
  async (): Promise<Loaded> => {
    const [module, { commonMessages }] = await Promise.all([import('sweetalert2'), import('@/lib/messages/common')]);
    return {
      Swal: module.default,
      base: {
        heightAuto: false,
        confirmButtonText: commonMessages.confirm,
        confirmButtonColor: colors.primary,
        cancelButtonText: commonMessages.cancel,
      },
    };
  },
);

/** Starts loading sweetalert2 ahead of need (e.g. when a form is focused). */
export const preloadAlerts = loadSwal.preload;

/** A modal message with the confirm button '확인'; resolves when it is closed. */
export async function alertMessage(text: string, icon?: SweetAlertIcon): Promise<void> {
  let loaded: Loaded;
  try {
    loaded = await loadSwal();
  } catch (error) {
    console.error(error);
    window.alert(text);
    return;
  }
  await loaded.Swal.fire({ ...loaded.base, title: text, icon });
}

/** A modal question with 확인 / 취소; resolves true when confirmed. */
export async function confirmDialog(text: string): Promise<boolean> {
  let loaded: Loaded;
  try {
    loaded = await loadSwal();
  } catch (error) {
    console.error(error);
    return window.confirm(text);
  }
  const result = await loaded.Swal.fire({
    ...loaded.base,
    title: text,
    showCancelButton: true,
    reverseButtons: true,
    focusCancel: true,
  });
  return result.isConfirmed;
}

/**
 * A small non-blocking notice that closes after 5000 ms. Note that
 * sweetalert2 shows one popup at a time: a toast replaces an open alert.
 */
export async function toast(text: string, icon: SweetAlertIcon = 'success'): Promise<void> {
  let Swal: Swal;
  try {
    ({ Swal } = await loadSwal());
  } catch (error) {
    console.error(error);
    return;
  }
  void Swal.fire({
    toast: true,
    position: 'top',
    icon,
    title: text,
    timer: TOAST_DURATION_MS,
    timerProgressBar: true,
    showConfirmButton: false,
  });
}
