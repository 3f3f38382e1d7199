/** An AI image's MIME type and file extension, told by the first bytes of its base64. */
export const base64ImageType = (base64: string): { readonly contentType: string; readonly extension: string } => {
  if (base64.startsWith('/9j/')) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (base64.startsWith('R0lGOD')) return { contentType: 'image/gif', extension: 'gif' };
  if (base64.startsWith('UklGR')) return { contentType: 'image/webp', extension: 'webp' };
  // The services answer PNG unless their bytes say otherwise.
  return { contentType: 'image/png', extension: 'png' };
};
