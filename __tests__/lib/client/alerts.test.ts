import { waitFor } from '@testing-library/react';
import Swal from 'sweetalert2';
import { alertMessage, confirmDialog, toast, TOAST_DURATION_MS } from '@/lib/client/alerts';
import { alertTitle, confirmAlert } from '@/__tests__/helpers/shell';

afterEach(() => {
  Swal.close();
  jest.restoreAllMocks();
});

describe('alerts over sweetalert2', () => {
  it('alertMessage shows a modal with the text and the confirm button 확인, and resolves when it is closed', async () => {
    let closed = false;
    const shown = alertMessage('로그아웃 되었습니다.').then(() => {
      closed = true;
    });
    await waitFor(() => expect(alertTitle()).toBe('로그아웃 되었습니다.'));
    expect(document.querySelector('.swal2-confirm')?.textContent).toBe('확인');
    expect(document.querySelector('.swal2-popup')?.getAttribute('role')).toBe('dialog');
    expect(closed).toBe(false);
    confirmAlert();
    await shown;
    expect(closed).toBe(true);
  });

  it('confirmDialog resolves true on 확인 and false on 취소', async () => {
    const yes = confirmDialog('삭제할까요?');
    await waitFor(() => expect(alertTitle()).toBe('삭제할까요?'));
    confirmAlert();
    await expect(yes).resolves.toBe(true);

    const no = confirmDialog('삭제할까요?');
    await waitFor(() => expect(document.querySelector('.swal2-cancel')?.textContent).toBe('취소'));
    document.querySelector<HTMLButtonElement>('.swal2-cancel')!.click();
    await expect(no).resolves.toBe(false);
  });

  it('toast is a non-modal notice that closes by itself after 5000 ms', async () => {
    const fire = jest.spyOn(Swal, 'fire');
    jest.useFakeTimers();
    try {
      await toast('장바구니에 담았습니다.');
      expect(TOAST_DURATION_MS).toBe(5000);
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ toast: true, title: '장바구니에 담았습니다.', timer: 5000, showConfirmButton: false }),
      );
      expect(alertTitle()).toBe('장바구니에 담았습니다.');
      expect(document.querySelector('.swal2-popup')?.classList.contains('swal2-toast')).toBe(true);
      jest.advanceTimersByTime(4900);
      expect(alertTitle()).toBe('장바구니에 담았습니다.');
      jest.advanceTimersByTime(200);
      jest.runOnlyPendingTimers();
      expect(document.querySelector('.swal2-container')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
