/** Jest global setup: fixes the time zone so date formatting is the same everywhere. */
export default async function globalSetup(): Promise<void> {
  process.env.TZ = 'Asia/Seoul';
}
