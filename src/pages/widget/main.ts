import { widgetApi, WidgetCallError, type Answer, type Message } from './api';
import { chatIcon, el, webUrl } from './dom';
import { keptStore } from './store';
import { widgetCss } from './styles';
import { messageNode, optionsNode } from './view';

/**
 * The bot widget (issue 25), loaded on any website as
 *   <script src="https://{platform}/widget/v1.js" data-bot-key="{key}" async></script>
 * (`data-mode="inline"` and `data-target="#id"` put the chat in the page instead of a bubble;
 * `data-colour` colours the bubble before the first answer). Everything lives in a shadow root
 * styled by a constructable stylesheet; text is only ever text; no eval, no inline script or style,
 * so it runs under any CSP that allows the platform's origin (script-src, connect-src, img-src).
 */
/** Polls every 4 s for a minute after the visitor's last message, then every 15 s. */
const POLL_MS = 4_000;
const POLL_IDLE_MS = 15_000;
const ACTIVE_MS = 60_000;

function mount(script: HTMLScriptElement): void {
  const botKey = script.dataset.botKey ?? '';
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(botKey)) return;
  const origin = new URL(script.src, location.href).origin;
  const inline = script.dataset.mode === 'inline';
  const api = widgetApi(origin, botKey);
  const store = keptStore(botKey);
  let kept = store.read();

  const host = el('div', { 'data-bizsuite-bot': botKey });
  const target = inline && script.dataset.target ? document.querySelector(script.dataset.target) : null;
  if (target) target.append(host);
  else if (inline) script.after(host);
  else document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  const paint = (colour: string) => {
    sheet.replaceSync(widgetCss(colour));
  };
  paint(kept.bot?.colour ?? script.dataset.colour ?? '');
  root.adoptedStyleSheets = [sheet];

  // ——— the panel ———
  const title = el('h2', {}, kept.bot?.name ?? 'Chat');
  const avatar = el('img', { alt: '', class: 'hidden' });
  const close = el('button', { type: 'button', class: 'close', 'aria-label': 'Close chat' }, '×');
  const log = el('div', {
    class: 'log',
    role: 'log',
    'aria-live': 'polite',
    tabindex: '0',
    'aria-label': 'Conversation',
  });
  const status = el('div', { class: 'status hidden', role: 'alert' });
  const input = el('input', {
    type: 'text',
    maxlength: '4096',
    autocomplete: 'off',
    'aria-label': 'Type your message',
    placeholder: 'Type your message…',
  });
  const send = el('button', { type: 'submit', class: 'send' }, 'Send');
  const form = el('form', {}, input, send);
  const panel = el(
    'section',
    {
      class: `panel ${inline ? 'inline' : 'floating hidden'}`,
      role: inline ? 'region' : 'dialog',
      'aria-label': kept.bot?.name ?? 'Chat',
    },
    el('header', {}, avatar, title, inline ? null : close),
    log,
    status,
    form,
  );
  const bubble = el('button', {
    type: 'button',
    class: 'bubble',
    'aria-label': 'Open chat',
    'aria-expanded': 'false',
  });
  if (!inline) root.append(bubble);
  root.append(panel);

  const showBot = (bot: Answer['bot']) => {
    kept = { ...kept, bot };
    paint(bot.colour);
    title.textContent = bot.name;
    panel.setAttribute('aria-label', bot.name);
    bubble.setAttribute('aria-label', `Chat with ${bot.name}`);
    const src = bot.avatar ? webUrl(bot.avatar) : null;
    avatar.classList.toggle('hidden', !src);
    bubble.replaceChildren(src ? el('img', { src, alt: '' }) : chatIcon());
    if (src) avatar.src = src;
  };
  if (kept.bot) showBot(kept.bot);
  else bubble.append(chatIcon());

  // ——— the conversation ———
  const shown = new Set<number>();
  let after = 0;
  let started = false;
  let busy = false;
  let pending: { id: string; text: string } | null = null;
  let options: HTMLElement | null = null;
  let lastSent = performance.now();

  const scroll = () => {
    log.scrollTop = log.scrollHeight;
  };
  const say = (text: string | null) => {
    status.textContent = text ?? '';
    status.classList.toggle('hidden', !text);
  };
  let lastChoice: Message | null = null;
  function show(answer: Answer, watermark: boolean): void {
    showBot(answer.bot);
    if (answer.visitorUUId !== kept.visitorUUId) kept = { ...kept, visitorUUId: answer.visitorUUId };
    store.write(kept);
    let added = false;
    for (const m of answer.messages) {
      if (watermark) after = Math.max(after, m.id);
      if (shown.has(m.id)) continue;
      shown.add(m.id);
      log.append(messageNode(m));
      added = true;
      if (m.options.length) lastChoice = m;
    }
    // The choices stay under the latest message while a Single Choice waits for its answer.
    if (added || answer.awaiting !== 'choice') {
      options?.remove();
      options = null;
    }
    if (answer.awaiting === 'choice' && lastChoice && !options) {
      options = optionsNode(lastChoice.options, (o) => void submit(o.value, o.optionNo));
      log.append(options);
    }
    scroll();
  }

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    try {
      show(await api.start(kept.visitorUUId ? { visitorUUId: kept.visitorUUId } : {}), true);
      say(null);
    } catch (err) {
      started = false;
      say(err instanceof WidgetCallError ? err.message : String(err));
    }
  }

  async function submit(text: string, optionNo?: number): Promise<void> {
    const reply = text.trim();
    if (!reply || busy) return;
    if (!started || !kept.visitorUUId) await start();
    if (!kept.visitorUUId) return;
    busy = true;
    lastSent = performance.now();
    send.disabled = true;
    // The same text sent again after a failure keeps its id: the server answers it once.
    if (!pending || pending.text !== reply) pending = { id: newId(), text: reply };
    const mine = messageNode({ from: 'visitor', text: reply, file: null, links: [] });
    options?.remove();
    options = null;
    log.append(mine);
    scroll();
    // The box empties as the message leaves, so what the visitor types while the bot answers stays.
    if (optionNo === undefined && input.value.trim() === reply) input.value = '';
    try {
      const answer = await api.reply({
        visitorUUId: kept.visitorUUId,
        clientMessageId: pending.id,
        reply,
        ...(optionNo ? { optionNo } : {}),
      });
      pending = null;
      say(null);
      show(answer, false);
    } catch (err) {
      mine.remove();
      if (optionNo === undefined && !input.value) input.value = reply;
      say(err instanceof WidgetCallError ? err.message : String(err));
    } finally {
      busy = false;
      send.disabled = false;
    }
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void submit(input.value);
  });

  // The owner's replies arrive by polling while the chat is open and the page is seen.
  let timer: number | undefined;
  const poll = async () => {
    const mine = timer;
    if (kept.visitorUUId && !busy && !document.hidden) {
      try {
        show(await api.poll(kept.visitorUUId, after), true);
      } catch {
        // A missed poll is tried again at the next tick.
      }
    }
    // Closed (or closed and opened again) meanwhile: that chain is not this one.
    if (timer === mine) schedule();
  };
  const schedule = () => {
    const wait = performance.now() - lastSent < ACTIVE_MS ? POLL_MS : POLL_IDLE_MS;
    timer = window.setTimeout(() => void poll(), wait);
  };
  const open = (focus: boolean) => {
    panel.classList.remove('hidden');
    bubble.setAttribute('aria-expanded', 'true');
    store.setOpen(true);
    void start();
    if (timer === undefined) schedule();
    if (focus) input.focus();
  };
  const shut = () => {
    panel.classList.add('hidden');
    bubble.setAttribute('aria-expanded', 'false');
    store.setOpen(false);
    window.clearTimeout(timer);
    timer = undefined;
    bubble.focus();
  };
  bubble.addEventListener('click', () => (panel.classList.contains('hidden') ? open(true) : shut()));
  close.addEventListener('click', shut);
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !inline) shut();
  });
  if (inline || store.wasOpen()) open(false);
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) {
  const go = () => mount(current);
  if (document.body) go();
  else document.addEventListener('DOMContentLoaded', go, { once: true });
}
