import type { Message } from './api';
import { el, webUrl } from './dom';

/** One message of the conversation as the log shows it: text, then its file or links. */
export function messageNode(
  m: Pick<Message, 'from' | 'text' | 'file' | 'links'>,
  isError = false,
): HTMLElement {
  const node = el('div', { class: `msg ${m.from}${isError ? ' error' : ''}` });
  if (m.text) node.append(m.text);
  const fileUrl = m.file ? webUrl(m.file.url) : null;
  if (m.file && fileUrl)
    node.append(
      m.file.isImage
        ? el('img', { src: fileUrl, alt: m.file.name, loading: 'lazy' })
        : el(
            'div',
            {},
            el(
              'a',
              { href: fileUrl, target: '_blank', rel: 'noopener noreferrer', download: m.file.name },
              m.file.name,
            ),
          ),
    );
  const links = m.links
    .map((l) => ({ title: l.linkTitle, href: webUrl(l.linkUrl) }))
    .filter((l): l is { title: string; href: string } => l.href !== null);
  if (links.length)
    node.append(
      el(
        'div',
        { class: 'links' },
        ...links.map((l) => el('a', { href: l.href, target: '_blank', rel: 'noopener noreferrer' }, l.title)),
      ),
    );
  return node;
}

/** A Single Choice's options as buttons; a click answers with the option. */
export function optionsNode(
  options: Message['options'],
  choose: (o: Message['options'][number]) => void,
): HTMLElement {
  const group = el('div', { class: 'options', role: 'group', 'aria-label': 'Choose an option' });
  for (const o of options) {
    const b = el('button', { type: 'button' }, o.value);
    b.addEventListener('click', () => choose(o));
    group.append(b);
  }
  return group;
}
