import { z } from 'zod';

/** PUT /notifications/settings */
export const notificationSettingsSchema = z.object({ email: z.boolean(), alimtalk: z.boolean() });
