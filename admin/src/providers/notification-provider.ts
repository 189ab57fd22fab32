// Refine's notifications shown with Mantine: every outcome of a call tells the user.
import type { NotificationProvider } from '@refinedev/core';
import { notifications } from '@mantine/notifications';

const COLOURS = { success: 'green', error: 'red', progress: 'blue' } as const;

export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type }) => {
    const options = {
      id: key,
      title: description ? message : undefined,
      message: description ?? message,
      color: COLOURS[type],
      loading: type === 'progress',
      autoClose: type === 'error' ? 8000 : 4000,
      closeButtonProps: { 'aria-label': 'Close the message' },
    };
    if (key && document.getElementById(key)) notifications.update(options);
    else notifications.show(options);
  },
  close: (key) => notifications.hide(key),
};
