/** The bot colour if it is a plain #rrggbb, else the default (it goes into a stylesheet). */
export function safeColour(colour: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#ae02d4';
}

/** Black or white, whichever reads better on `colour` (WCAG relative luminance). */
export function inkOn(colour: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

/**
 * The widget's whole look, adopted by its shadow root as a constructable stylesheet: no <style>
 * element and no style attribute, so a page's CSP needs no 'unsafe-inline'. The colour is the bot's.
 */
export function widgetCss(colour: string): string {
  const c = safeColour(colour);
  const ink = inkOn(c);
  return `
:host{all:initial;--bot:${c};--ink:${ink};font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f}
*{box-sizing:border-box}
.bubble{position:fixed;right:20px;bottom:20px;width:60px;height:60px;border-radius:50%;border:0;background:var(--bot);color:var(--ink);cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;z-index:2147483646;padding:0;overflow:hidden}
.bubble img{width:100%;height:100%;object-fit:cover}
.bubble svg{width:28px;height:28px;fill:currentColor}
.panel{display:flex;flex-direction:column;background:#fff;border-radius:14px;overflow:hidden;box-shadow:0 8px 30px rgba(0,0,0,.25)}
.floating{position:fixed;right:20px;bottom:92px;width:min(370px,calc(100vw - 24px));height:min(560px,calc(100vh - 120px));z-index:2147483647}
.inline{width:100%;height:520px;box-shadow:0 0 0 1px #e3e3e3}
.hidden{display:none}
header{display:flex;align-items:center;gap:10px;padding:12px 14px;background:var(--bot);color:var(--ink)}
header img{width:34px;height:34px;border-radius:50%;object-fit:cover;background:#fff}
header h2{flex:1;margin:0;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.close{border:0;background:transparent;color:inherit;font-size:22px;line-height:1;cursor:pointer;padding:4px 8px;border-radius:6px}
.log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#f6f6f7}
.msg{max-width:85%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;overflow-wrap:anywhere}
.bot,.owner{align-self:flex-start;background:#fff;border:1px solid #e6e6e6;border-bottom-left-radius:4px}
.owner{border-color:var(--bot)}
.visitor{align-self:flex-end;background:var(--bot);color:var(--ink);border-bottom-right-radius:4px}
.error{border-color:#d4380d;color:#a8071a}
.msg img{display:block;max-width:100%;border-radius:8px;margin-top:6px}
.msg a{color:inherit;font-weight:600}
.links{display:flex;flex-direction:column;gap:4px;margin-top:6px}
.options{display:flex;flex-wrap:wrap;gap:6px;align-self:flex-start}
.options button{border:1px solid var(--bot);background:#fff;color:#1f1f1f;border-radius:16px;padding:6px 12px;font:inherit;cursor:pointer}
.options button:hover{background:var(--bot);color:var(--ink)}
.status{padding:6px 14px;font-size:13px;color:#a8071a;background:#fff1f0}
form{display:flex;gap:8px;padding:10px;border-top:1px solid #e6e6e6;background:#fff}
input{flex:1;min-width:0;border:1px solid #bfbfbf;border-radius:20px;padding:8px 14px;font:inherit;color:#1f1f1f}
.send{border:0;border-radius:20px;padding:8px 16px;background:var(--bot);color:var(--ink);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1677ff;outline-offset:2px}
@media (max-width:480px){.bubble{right:12px;bottom:12px}.floating{right:12px;left:12px;width:auto;bottom:84px;height:calc(100vh - 100px)}}
`;
}
