export const layering = [];
