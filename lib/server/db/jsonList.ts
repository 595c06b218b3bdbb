/**
 * The JSON list columns (products.colors, products.sizes, products.images in
 * ./schema.ts), written with JSON.stringify, read back as strings. A malformed
 * value reads as an empty list, so one bad row cannot break a page.
 */
export function parseStringList(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}
