/**
 * A stand-in for Channel Talk's SDK loader, so no test loads the chat script:
 *
 *   jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));
 *
 * Tests read the calls through `jest.mocked(await import(...))` or an `import * as sdk`.
 */
export const loadScript = jest.fn();
export const boot = jest.fn();
export const shutdown = jest.fn();
export const showMessenger = jest.fn();
