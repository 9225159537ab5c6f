import { PNG } from 'pngjs';
import { svgToPng } from '../../src/server/modules/frames/drawing';
import { defaultLayout, type FrameElement, type FrameLayoutElements } from '../../src/shared/frames/rules';
import { frameSvg, type FrameSvgInput } from '../../src/shared/frames/svg';

/**
 * Frame renders per second (issue 12, Benchmark): the shared SVG built alone (what the editor and
 * each list card do on every change), for a standard frame and for an NFC card with its QR, and the
 * server's SVG → PNG at 1080 px with resvg (the NFC card download's cost, without the PDF).
 */
export async function benchFrames(options: { seconds?: number; renders?: number } = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 3);
  const renders = options.renders ?? 40;

  const dataUriOf = (width: number, height: number, rgb: [number, number, number]) => {
    const image = new PNG({ width, height });
    for (let i = 0; i < width * height; i++) image.data.set([...rgb, 255], i * 4);
    return `data:image/png;base64,${PNG.sync.write(image).toString('base64')}`;
  };
  const frameImage = dataUriOf(1080, 1080, [240, 200, 120]);
  const logo = dataUriOf(256, 256, [20, 60, 160]);
  const showAll = (layout: FrameLayoutElements): FrameLayoutElements =>
    Object.fromEntries(
      Object.entries(layout).map(([key, el]: [string, FrameElement]) => [
        key,
        { ...el, isDisplay: true, size: 24 },
      ]),
    ) as FrameLayoutElements;
  const brand = {
    companyName: 'Sweet Crumbs <Bakery> & Café',
    email: 'hello@sweetcrumbs.example',
    mobileNumber: '+91 98765 43210',
    website: 'https://sweetcrumbs.example',
    address: '4 MG Road, Shivajinagar, Pune, Maharashtra 411005',
    name: 'Asha Patil',
    companyLogo: logo,
    qrUrl: 'https://sweetcrumbs.example/c/asha',
  };
  const standard: FrameSvgInput = {
    kind: 'standard',
    elements: showAll(defaultLayout('standard')),
    imageHref: frameImage,
    imageAspect: 1,
    brand,
    width: 1080,
  };
  const nfc: FrameSvgInput = { ...standard, kind: 'nfc', elements: showAll(defaultLayout('nfc')) };

  const perSecond = (build: () => unknown) => {
    for (let i = 0; i < 200; i++) build();
    let count = 0;
    const start = performance.now();
    const end = start + seconds * 1000;
    while (performance.now() < end) {
      build();
      count++;
    }
    return count / ((performance.now() - start) / 1000);
  };
  const svgStandard = perSecond(() => frameSvg(standard));
  const svgNfc = perSecond(() => frameSvg(nfc));

  const png = async (input: FrameSvgInput) => {
    const svg = frameSvg(input);
    await svgToPng(svg, [], 1080);
    const start = performance.now();
    for (let i = 0; i < renders; i++) await svgToPng(svg, [], 1080);
    return renders / ((performance.now() - start) / 1000);
  };
  const pngStandard = await png(standard);
  const pngNfc = await png(nfc);

  const result = {
    svgBuildsPerSecond: { standard: Math.round(svgStandard), nfcWithQr: Math.round(svgNfc) },
    pngRendersPerSecondAt1080: { standard: Number(pngStandard.toFixed(1)), nfc: Number(pngNfc.toFixed(1)) },
  };
  console.log('frames: SVG builds per second', result.svgBuildsPerSecond);
  console.log('frames: SVG → PNG at 1080 px per second (resvg)', result.pngRendersPerSecondAt1080);
  return result;
}
