/** The request header the production server (./appServer.ts) passes the CSP nonce in, read by pages/_document.tsx. */
export const NONCE_HEADER = 'x-nonce';
