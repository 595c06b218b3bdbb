/**
 * Alerts, confirms and toasts over sweetalert2 (DESIGN.md §2). sweetalert2 is
 * imported on first use, so it is not part of any page's first-load JS.
 * Callers pass catalogue messages (lib/ui/messages); button texts come from
 * the catalogue too (the feature file, not the index, to keep bundles small). If the library cannot load, the browser's own dialogs
 * stand in, so a message is never lost.
 */
import type { SweetAlertIcon } from 'sweetalert2';
import { colors } from '@/styles/theme';
import { commonMessages } from './messages/common';

/** Toasts close by themselves after this long (SPEC.md §9). */
export const TOAST_DURATION_MS = 5000;

type Swal = (typeof import('sweetalert2'))['default'];

let loading: Promise<Swal> | null = null;

function loadSwal(): Promise<Swal> {
  loading ??= import('sweetalert2').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading sweetalert2 ahead of need (e.g. when a form is focused). */
export function preloadAlerts(): void {
  loadSwal().catch(() => undefined);
}

const base = {
  heightAuto: false,
  confirmButtonText: commonMessages.common.confirm,
  confirmButtonColor: colors.primary,
  cancelButtonText: commonMessages.common.cancel,
} as const;

/** A modal message with the confirm button '확인'; resolves when it is closed. */
export async function alertMessage(text: string, icon?: SweetAlertIcon): Promise<void> {
  let Swal: Swal;
  try {
    Swal = await loadSwal();
  } catch (error) {
    console.error(error);
    window.alert(text);
    return;
  }
  await Swal.fire({ ...base, title: text, icon });
}

/** A modal question with 확인 / 취소; resolves true when confirmed. */
export async function confirmDialog(text: string): Promise<boolean> {
  let Swal: Swal;
  try {
    Swal = await loadSwal();
  } catch (error) {
    console.error(error);
    return window.confirm(text);
  }
  const result = await Swal.fire({ ...base, title: text, showCancelButton: true, reverseButtons: true, focusCancel: true });
  return result.isConfirmed;
}

/**
 * A small non-blocking notice that closes after 5000 ms. Note that
 * sweetalert2 shows one popup at a time: a toast replaces an open alert.
 */
export async function toast(text: string, icon: SweetAlertIcon = 'success'): Promise<void> {
  let Swal: Swal;
  try {
    Swal = await loadSwal();
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
