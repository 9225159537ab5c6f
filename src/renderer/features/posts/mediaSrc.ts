import { useCallback } from 'react';
import { useServerOrigin } from '../../lib/desktop';

/**
 * The address to load a stored post file from: the server's own paths are relative, which the
 * desktop app (whose pages load from the app itself) must prefix with the server's origin.
 */
export function useMediaSrc() {
  const origin = useServerOrigin() ?? '';
  return useCallback((url: string) => (url.startsWith('/') ? `${origin}${url}` : url), [origin]);
}
