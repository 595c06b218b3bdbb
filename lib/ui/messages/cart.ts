/** Cart and its wholesale rules. */
export const cartMessages = {} as const;
