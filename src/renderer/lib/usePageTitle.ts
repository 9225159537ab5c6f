import { useEffect } from 'react';

export const PRODUCT_NAME = 'BizSuite';

/** The window or tab title: "My Bots · BizSuite". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
