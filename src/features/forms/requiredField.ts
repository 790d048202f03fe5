/**
 * Spread into a Mantine input the form cannot be sent without: the label's star for sighted
 * visitors and aria-required for screen readers, always together.
 */
export const requiredField = { withAsterisk: true, 'aria-required': true } as const;
