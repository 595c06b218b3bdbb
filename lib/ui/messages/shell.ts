/** The storefront shell: top bar, header, menus, footer. */
export const shellMessages = {} as const;
