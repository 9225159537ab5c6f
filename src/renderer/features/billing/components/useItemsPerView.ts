import { MEDIA, useMediaQuery } from '../../../lib/useMediaQuery';

/** How many carousel items fit the window (spec 00 section 9: 4 at 1400 px and above, 3 at 1200–1399, 2 at 768–1199, 1.2 on mobile). */
export function useItemsPerView(): number {
  const four = useMediaQuery(MEDIA.carousel4);
  const three = useMediaQuery(MEDIA.carousel3);
  const two = useMediaQuery(MEDIA.carousel2);
  return four ? 4 : three ? 3 : two ? 2 : 1.2;
}
