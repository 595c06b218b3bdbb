/** Validators shared by the storefront and the API (no server imports here). */
export * from './business';
export * from './email';
export * from './password';
export * from './phone';
export * from './account';
