import './campaign-page.css';
import {
  clampView,
  initialView,
  MAX_ZOOM,
  PHONE_TEXT_KEY,
  photoPlacement,
  photoSlotRect,
  TEXT_KEYS,
  type PhotoView,
  type TextKey,
} from '../../shared/campaigns/layout';
import { MAX_VISITOR_TEXT, phoneDigits, visitorTextRequired } from '../../shared/campaigns/rules';
import { PublicCallError } from '../../shared/http/public-client';
import type { PublicCampaign } from '../../shared/campaigns/schemas';
import { compose, type Composition } from './compose';
import { el, setText } from './dom';
import { drawGuides } from './guides';
import { attachGestures, loadPhoto, PHOTO_TYPES, viewAfterKey } from './photo';
import { PAGE_MESSAGES } from './messages';
import { changeVisit, postVisit, sendWhatsapp, type LoggedVisit } from './visit';

/**
 * The public campaign page (issue 15, Public page; spec 02 §3): the visitor puts their photo in the
 * campaign's slot, types the texts the campaign collects, and downloads or shares the composed
 * picture. The server's HTML shell carries the campaign as JSON in #campaign-data; everything here
 * is built with DOM calls and textContent, as the page's CSP allows no inline code or style.
 */

const JPEG_QUALITY = 0.92;

function readCampaign(): PublicCampaign | null {
  const data = document.getElementById('campaign-data')?.textContent;
  if (!data) return null;
  try {
    return JSON.parse(data) as PublicCampaign;
  } catch {
    return null;
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = src;
  return img.decode().then(() => img);
}

/** The campaign's fonts (the catalog's files), so that the canvas draws and measures with them. */
async function loadFonts(c: PublicCampaign): Promise<void> {
  const loads = TEXT_KEYS.map((k) => c[k])
    .filter((t) => t.isDisplay && t.fontUrl)
    .map(async (t) => {
      const face = new FontFace(t.font, `url(${JSON.stringify(t.fontUrl)})`, {
        weight: t.isBold ? 'bold' : 'normal',
      });
      document.fonts.add(await face.load());
    });
  // A font that does not load falls back to sans-serif; the picture still works.
  await Promise.allSettled(loads);
}

const toBlob = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), 'image/jpeg', quality),
  );

async function start(root: HTMLElement, c: PublicCampaign): Promise<void> {
  const heading = root.querySelector('h1') ?? el('h1');
  setText(heading, c.campaignName);
  heading.id = 'campaign-title';
  root.replaceChildren();
  root.setAttribute('aria-labelledby', 'campaign-title');

  const status = el('p', { class: 'status', role: 'status', 'aria-live': 'polite' });
  const say = (text: string, tone: 'info' | 'error' = 'info') => {
    setText(status, text);
    status.dataset.tone = tone;
  };

  // ——— The preview ———
  const canvas = el('canvas', {
    class: 'preview',
    width: c.campaignImageWidth,
    height: c.campaignImageHeight,
    tabindex: 0,
    role: 'img',
    'aria-label': `Your picture for ${c.campaignName}`,
    'aria-describedby': 'preview-hint',
  });
  const ctx = canvas.getContext('2d')!;
  const hint = el(
    'p',
    { id: 'preview-hint', class: 'hint' },
    c.isImageDisplay
      ? 'Drag your photo to move it and pinch or use the zoom slider to resize it. With the picture focused, the arrow keys move it and + and - zoom.'
      : 'Fill in the fields to see them on the picture.',
  );

  // ——— The controls ———
  const photoInput = el('input', {
    id: 'photo',
    type: 'file',
    accept: PHOTO_TYPES.join(','),
    'aria-describedby': 'photo-help',
  });
  const zoom = el('input', {
    id: 'zoom',
    type: 'range',
    min: 1,
    max: MAX_ZOOM,
    step: 0.01,
    value: 1,
    disabled: true,
  });
  const photoGroup = c.isImageDisplay
    ? el(
        'div',
        { class: 'field' },
        el('label', { for: 'photo' }, 'Your photo'),
        photoInput,
        el('p', { id: 'photo-help', class: 'help' }, 'A JPEG, PNG or WebP picture. It stays on your device.'),
        el('label', { for: 'zoom' }, 'Zoom'),
        zoom,
      )
    : null;

  const inputs = new Map<TextKey, { input: HTMLInputElement; error: HTMLElement; caption: string }>();
  const textFields = TEXT_KEYS.filter((k) => c[k].collectData).map((k) => {
    const id = `field-${k}`;
    const isPhone = k === PHONE_TEXT_KEY;
    const caption = c[k].caption || k;
    // Every text the campaign collects is required before Download or Share (issue 23).
    const input = el('input', {
      id,
      name: k,
      type: isPhone ? 'tel' : 'text',
      autocomplete: isPhone ? 'tel' : 'off',
      inputmode: isPhone ? 'tel' : undefined,
      maxlength: MAX_VISITOR_TEXT,
      required: true,
      'aria-describedby': `${id}-error`,
    });
    const error = el('p', { id: `${id}-error`, class: 'error' });
    inputs.set(k, { input, error, caption });
    return el(
      'div',
      { class: 'field' },
      el('label', { for: id }, caption, el('span', { class: 'required', 'aria-hidden': 'true' }, ' *')),
      input,
      error,
    );
  });

  const consent = el('input', { id: 'whatsapp-consent', type: 'checkbox' });
  const consentGroup = c.whatsappSend
    ? el(
        'div',
        { class: 'field check' },
        consent,
        el(
          'label',
          { for: 'whatsapp-consent' },
          `Also send me this picture on WhatsApp (to the ${c[PHONE_TEXT_KEY].caption || 'phone number'} above)`,
        ),
      )
    : null;

  const download = el('button', { type: 'button', class: 'primary' }, 'Download');
  const share = el('button', { type: 'button' }, 'Share');
  const whatsappLink = el(
    'a',
    {
      class: 'button',
      href: `https://wa.me/?text=${encodeURIComponent(`${c.campaignName} ${c.publicUrl}`)}`,
      target: '_blank',
      rel: 'noopener noreferrer',
    },
    'Share on WhatsApp',
  );
  const copy = el('button', { type: 'button' }, 'Copy link');
  const fallback = el('div', { class: 'actions', hidden: true }, whatsappLink, copy);

  const form = el(
    'form',
    { class: 'controls', 'aria-label': 'Your photo and texts', novalidate: true },
    photoGroup,
    ...textFields,
    consentGroup,
    el('div', { class: 'actions' }, download, share),
    fallback,
    status,
  );
  form.addEventListener('submit', (e) => e.preventDefault());

  const banner = c.bannerImagePath ? el('img', { class: 'banner', src: c.bannerImagePath, alt: '' }) : null;
  root.append(
    el('header', {}, banner, heading),
    el('div', { class: 'layout' }, el('figure', { class: 'stage' }, canvas, hint), form),
  );

  // ——— Drawing ———
  const image = await loadImage(c.campaignImagePath);
  await loadFonts(c);
  const state: Composition = {
    photo: null,
    photoSize: null,
    view: initialView(),
    texts: { txt1: '', txt2: '', txt3: '' },
  };
  let frame = 0;
  /** The picture; with the guides (the empty slot and text boxes) only on screen, never in a file. */
  const draw = (guides = true) => {
    compose(ctx, c, image, state);
    if (guides) drawGuides(ctx, c, state);
  };
  const redraw = () => {
    if (!frame)
      frame = requestAnimationFrame(() => {
        frame = 0;
        draw();
      });
  };
  draw();

  const setView = (view: PhotoView) => {
    state.view = clampView(view);
    zoom.value = String(state.view.zoom);
    redraw();
  };

  attachGestures(
    canvas,
    () => {
      if (!state.photoSize) return null;
      const size = { width: c.campaignImageWidth, height: c.campaignImageHeight };
      const slot = photoSlotRect(c, size);
      const at = photoPlacement(state.photoSize, slot, state.view);
      return {
        view: state.view,
        overhang: { width: at.width - slot.width, height: at.height - slot.height },
        imagePerCss: canvas.width / canvas.getBoundingClientRect().width,
      };
    },
    setView,
  );
  canvas.addEventListener('keydown', (e) => {
    if (!state.photo) return;
    const next = viewAfterKey(state.view, e.key);
    if (!next) return;
    e.preventDefault();
    setView(next);
  });
  zoom.addEventListener('input', () => setView({ ...state.view, zoom: Number(zoom.value) }));

  photoInput.addEventListener('change', async () => {
    const file = photoInput.files?.[0];
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type)) {
      say('Please choose a JPEG, PNG or WebP picture.', 'error');
      return;
    }
    try {
      const photo = await loadPhoto(file);
      if (state.photo instanceof ImageBitmap) state.photo.close();
      state.photo = photo.bitmap;
      state.photoSize = photo.size;
      zoom.disabled = false;
      setView(initialView());
      say('Your photo is on the picture.');
    } catch {
      say('This picture could not be opened. Please choose another one.', 'error');
    }
  });

  for (const [key, { input, error }] of inputs) {
    input.addEventListener('input', () => {
      state.texts[key] = input.value;
      // A "required" message goes as soon as something is typed; the others wait for the next try.
      if (input.value.trim() && error.textContent === visitorTextRequired(inputs.get(key)!.caption)) {
        setText(error, '');
        input.setAttribute('aria-invalid', 'false');
      }
      redraw();
    });
  }

  // ——— The visit: logged at the first download or share, changed when a later one has new texts ———
  let logged: (LoggedVisit & { sent: string }) | null = null;
  let logging: Promise<boolean> | null = null;
  let whatsappDone = false;

  const checkFields = (): boolean => {
    let ok = true;
    for (const [key, { input, error, caption }] of inputs) {
      const value = input.value.trim();
      const message = !value
        ? visitorTextRequired(caption)
        : value.length > MAX_VISITOR_TEXT
          ? PAGE_MESSAGES.textTooLong
          : key === PHONE_TEXT_KEY && !phoneDigits(value)
            ? PAGE_MESSAGES.phone
            : '';
      setText(error, message);
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
      if (message && ok) {
        input.focus();
        ok = false;
      }
    }
    return ok;
  };

  const encode = (quality: number) => {
    draw(false);
    // toBlob copies the canvas as it is now: the guides can come back at once.
    const blob = toBlob(canvas, quality);
    draw();
    return blob;
  };

  /**
   * Logs the visit with the texts as typed now (issue 23): the first download or share adds it, a
   * later one with other texts changes the same visit (by the id and token it answered), the same
   * texts again send nothing. Sends the picture to WhatsApp when asked. False when a field is wrong.
   */
  async function logVisit(): Promise<boolean> {
    if (!checkFields()) return false;
    // One call at a time: a Share pressed while a Download is logging waits for it.
    while (logging) await logging;
    logging = sendVisit();
    try {
      return await logging;
    } finally {
      logging = null;
    }
  }

  async function sendVisit(): Promise<boolean> {
    const texts: Partial<Record<TextKey, string>> = {};
    for (const [key, { input }] of inputs) texts[key] = input.value.trim();
    const consentGiven = Boolean(c.whatsappSend && consent.checked && texts[PHONE_TEXT_KEY]);
    const sent = JSON.stringify([texts, consentGiven]);
    if (logged?.sent === sent) return true;
    try {
      const answer = logged
        ? await changeVisit(c.url, logged, texts, consentGiven)
        : await postVisit(c.url, texts, consentGiven);
      logged = { visitorId: answer.visitorId, visitToken: answer.visitToken, sent };
      if (answer.whatsappUpload && !whatsappDone) {
        whatsappDone = true;
        sendWhatsapp(c.url, answer, encode)
          .then((message) => message && say(message))
          .catch((e: unknown) => say(e instanceof Error ? e.message : String(e), 'error'));
      }
      return true;
    } catch (e) {
      if (e instanceof PublicCallError && e.status === 422) {
        for (const [key, { input, error }] of inputs) {
          const message = e.fields[key];
          if (!message) continue;
          setText(error, message);
          input.setAttribute('aria-invalid', 'true');
          input.focus();
        }
        say(e.message, 'error');
        return false;
      }
      // The visit is no longer there to change (its log was cleared): log it anew.
      if (logged && e instanceof PublicCallError && (e.status === 404 || e.status === 403)) {
        logged = null;
        return sendVisit();
      }
      // The visitor still gets their picture when the visit could not be logged (offline, 429);
      // the next download tries again.
      return true;
    }
  }

  const fileName = `${c.url}.jpg`;

  download.addEventListener('click', async () => {
    download.disabled = true;
    try {
      if (!(await logVisit())) return;
      const blob = await encode(JPEG_QUALITY);
      const href = URL.createObjectURL(blob);
      const a = el('a', { href, download: fileName });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
      say('Your picture is downloaded.');
    } catch {
      say('The picture could not be made. Please try again.', 'error');
    } finally {
      download.disabled = false;
    }
  });

  share.addEventListener('click', async () => {
    share.disabled = true;
    try {
      if (!(await logVisit())) return;
      const file = new File([await encode(JPEG_QUALITY)], fileName, { type: 'image/jpeg' });
      const data: ShareData = { files: [file], title: c.campaignName, text: c.publicUrl };
      if (navigator.canShare?.(data)) {
        await navigator.share(data);
        return;
      }
      // No Web Share with files here: the campaign's link by WhatsApp or the clipboard.
      fallback.hidden = false;
      whatsappLink.focus();
      say('Share the link of this campaign, then send your downloaded picture.');
    } catch (e) {
      if (!(e instanceof DOMException && e.name === 'AbortError'))
        say('The picture could not be shared. Please try again.', 'error');
    } finally {
      share.disabled = false;
    }
  });

  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(c.publicUrl);
      say(PAGE_MESSAGES.copied);
    } catch {
      say(PAGE_MESSAGES.copyFailed, 'error');
    }
  });

  if (new URLSearchParams(location.search).has('bench')) exposeBench(c, state, encode, redraw);
}

/**
 * Only for the benchmark (tests/bench/campaign-page.ts, `?bench` in the address): composes and
 * encodes the picture `n` times with a stand-in photo and answers the milliseconds it took.
 */
function exposeBench(
  c: PublicCampaign,
  state: Composition,
  encode: (quality: number) => Promise<Blob>,
  redraw: () => void,
) {
  (window as unknown as { __composeForBench: (n: number) => Promise<number> }).__composeForBench = async (
    n: number,
  ) => {
    if (!state.photo) {
      const photo = new OffscreenCanvas(1200, 900);
      const p = photo.getContext('2d')!;
      p.fillStyle = '#c0392b';
      p.fillRect(0, 0, 1200, 900);
      state.photo = photo;
      state.photoSize = { width: 1200, height: 900 };
    }
    for (const k of TEXT_KEYS) if (c[k].isDisplay && !state.texts[k]) state.texts[k] = 'Benchmark Visitor';
    redraw();
    const from = performance.now();
    for (let i = 0; i < n; i++) {
      state.view = { zoom: 1 + (i % 10) / 10, panX: 0, panY: 0 };
      await encode(JPEG_QUALITY);
    }
    return performance.now() - from;
  };
}

/**
 * Light or dark like the app (the same `theme` key in local storage, else the device's choice), on
 * <html data-theme> where the stylesheet reads it.
 */
function applyTheme() {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem('theme');
  } catch {
    // Storage blocked (private mode): the device's choice.
  }
  const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

applyTheme();
const root = document.getElementById('campaign-root');
const campaign = readCampaign();
if (root && campaign) {
  start(root, campaign).catch(() => {
    const p = el('p', { class: 'status', role: 'alert' }, 'This page could not be loaded. Please reload it.');
    root.append(p);
  });
}
