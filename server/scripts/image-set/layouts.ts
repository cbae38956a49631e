// HTML layouts that imitate the screenshots people actually send us: phone texts, chat apps, emails,
// browser pop-ups, social posts and shop pages, light and dark. Each returns a full HTML page.

export type ChatLine = { from: 'them' | 'me'; text: string };

export type Sample =
  | { layout: 'sms'; sender: string; messages: ChatLine[]; dark?: boolean }
  | { layout: 'chat'; sender: string; messages: ChatLine[]; dark?: boolean }
  | { layout: 'email'; from: string; subject: string; body: string[]; button?: string; footer?: string }
  | { layout: 'popup'; title: string; body: string[]; tone: 'red' | 'blue' | 'white' }
  | { layout: 'post'; author: string; handle: string; body: string[] }
  | { layout: 'page'; site: string; heading: string; body: string[] }
  | { layout: 'notification'; app: string; title: string; body: string };

export type Viewport = { width: number; height: number; deviceScaleFactor: number };

export const PHONE: Viewport = { width: 390, height: 844, deviceScaleFactor: 2 };
export const DESKTOP: Viewport = { width: 1280, height: 800, deviceScaleFactor: 1 };

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function page(body: string, css: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; } body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; }
  ${css}</style></head><body>${body}</body></html>`;
}

function bubbles(messages: readonly ChatLine[]): string {
  return messages.map((line) => `<div class="b ${line.from}">${escape(line.text)}</div>`).join('');
}

function sms(sample: Extract<Sample, { layout: 'sms' }>): string {
  const dark = sample.dark === true;
  return page(
    `<div class="top"><div class="av">${escape(sample.sender.slice(0, 1))}</div><div>${escape(sample.sender)}</div>
     <small>Text Message · Today 9:41 AM</small></div><div class="list">${bubbles(sample.messages)}</div>
     <div class="input">Text Message</div>`,
    `body { background: ${dark ? '#000' : '#fff'}; color: ${dark ? '#fff' : '#000'}; height: 100vh; }
     .top { text-align: center; padding: 14px; border-bottom: 1px solid ${dark ? '#222' : '#ddd'}; font-size: 14px; }
     .top small { display: block; color: #888; margin-top: 8px; font-size: 11px; }
     .av { width: 44px; height: 44px; border-radius: 50%; background: #9aa0a6; color: #fff; margin: 0 auto 6px;
       line-height: 44px; font-size: 20px; }
     .list { padding: 12px; display: flex; flex-direction: column; gap: 8px; }
     .b { max-width: 78%; padding: 9px 13px; border-radius: 18px; font-size: 16px; line-height: 1.3; }
     .them { background: ${dark ? '#26252a' : '#e9e9eb'}; align-self: flex-start; }
     .me { background: #0b84fe; color: #fff; align-self: flex-end; }
     .input { position: absolute; bottom: 20px; left: 12px; right: 12px; border: 1px solid #ccc; border-radius: 18px;
       padding: 8px 14px; color: #999; font-size: 15px; }`,
  );
}

function chat(sample: Extract<Sample, { layout: 'chat' }>): string {
  const dark = sample.dark === true;
  return page(
    `<div class="top">← &nbsp; ${escape(sample.sender)}<small>online</small></div><div class="list">${bubbles(sample.messages)}</div>`,
    `body { background: ${dark ? '#0b141a' : '#efeae2'}; height: 100vh; color: ${dark ? '#e9edef' : '#111'}; }
     .top { background: ${dark ? '#202c33' : '#008069'}; color: #fff; padding: 14px 16px; font-size: 17px; }
     .top small { display: block; font-size: 12px; opacity: .8; margin-left: 28px; }
     .list { padding: 10px; display: flex; flex-direction: column; gap: 6px; }
     .b { max-width: 80%; padding: 7px 10px; border-radius: 8px; font-size: 15px; line-height: 1.35;
       box-shadow: 0 1px 1px rgba(0,0,0,.1); }
     .them { background: ${dark ? '#202c33' : '#fff'}; align-self: flex-start; }
     .me { background: ${dark ? '#005c4b' : '#d9fdd3'}; align-self: flex-end; }`,
  );
}

function email(sample: Extract<Sample, { layout: 'email' }>): string {
  const paragraphs = sample.body.map((line) => `<p>${escape(line)}</p>`).join('');
  const button = sample.button === undefined ? '' : `<a class="btn">${escape(sample.button)}</a>`;
  const footer = sample.footer === undefined ? '' : `<p class="foot">${escape(sample.footer)}</p>`;
  return page(
    `<div class="side"><b>Inbox</b><br>Starred<br>Sent<br>Drafts<br>Spam</div><div class="main">
     <h2>${escape(sample.subject)}</h2><div class="from"><b>${escape(sample.from)}</b> to me · 10:14 AM</div>
     <div class="body">${paragraphs}${button}${footer}</div></div>`,
    `body { display: flex; background: #f6f8fc; color: #202124; height: 100vh; }
     .side { width: 200px; padding: 24px; line-height: 2.2; color: #444; font-size: 14px; }
     .main { flex: 1; background: #fff; margin: 12px; border-radius: 12px; padding: 28px 36px; }
     h2 { font-weight: normal; font-size: 22px; margin: 0 0 16px; }
     .from { font-size: 14px; color: #5f6368; margin-bottom: 24px; }
     .body { font-size: 15px; line-height: 1.5; max-width: 760px; }
     .btn { display: inline-block; background: #1a73e8; color: #fff; padding: 10px 22px; border-radius: 4px; margin: 8px 0; }
     .foot { color: #777; font-size: 12px; margin-top: 28px; }`,
  );
}

function popup(sample: Extract<Sample, { layout: 'popup' }>): string {
  const background = { red: '#b00020', blue: '#0a5fb4', white: '#f2f2f2' }[sample.tone];
  const lines = sample.body.map((line) => `<p>${escape(line)}</p>`).join('');
  return page(
    `<div class="bar">⟳ &nbsp; ${escape(sample.title)}</div><div class="box"><h1>${escape(sample.title)}</h1>${lines}
     <div class="btns"><span>OK</span><span>Cancel</span></div></div>`,
    `body { background: ${background}; height: 100vh; color: ${sample.tone === 'white' ? '#222' : '#fff'}; }
     .bar { background: #dee1e6; color: #333; padding: 8px 16px; font-size: 13px; }
     .box { width: 720px; margin: 60px auto; background: #fff; color: #222; padding: 28px 36px; border-radius: 6px;
       box-shadow: 0 8px 40px rgba(0,0,0,.4); }
     h1 { font-size: 24px; margin: 0 0 12px; color: ${sample.tone === 'red' ? '#b00020' : '#0a5fb4'}; }
     p { font-size: 16px; line-height: 1.45; margin: 8px 0; }
     .btns { text-align: right; margin-top: 18px; } .btns span { border: 1px solid #999; padding: 6px 18px; margin-left: 8px; }`,
  );
}

function post(sample: Extract<Sample, { layout: 'post' }>): string {
  const lines = sample.body.map((line) => `<p>${escape(line)}</p>`).join('');
  return page(
    `<div class="card"><div class="head"><div class="av"></div><div><b>${escape(sample.author)}</b>
     <span>${escape(sample.handle)} · 2h</span></div></div>${lines}<div class="acts">♡ 1.2K &nbsp; ⟲ 340 &nbsp; 💬 88</div></div>`,
    `body { background: #000; color: #e7e9ea; height: 100vh; }
     .card { width: 600px; margin: 30px auto; border: 1px solid #2f3336; padding: 16px 20px; }
     .head { display: flex; gap: 12px; align-items: center; } .head span { color: #71767b; margin-left: 6px; }
     .av { width: 44px; height: 44px; border-radius: 50%; background: linear-gradient(#1d9bf0, #794bc4); }
     p { font-size: 17px; line-height: 1.4; } .acts { color: #71767b; font-size: 14px; }`,
  );
}

function shopPage(sample: Extract<Sample, { layout: 'page' }>): string {
  const lines = sample.body.map((line) => `<p>${escape(line)}</p>`).join('');
  return page(
    `<div class="url">🔒 ${escape(sample.site)}</div><div class="nav"><b>${escape(sample.site.split('/')[0] ?? '')}</b>
     <span>Home</span><span>Shop</span><span>About</span><span>Contact</span></div>
     <div class="hero"><h1>${escape(sample.heading)}</h1>${lines}</div>`,
    `body { background: #fff; color: #222; height: 100vh; }
     .url { background: #f1f3f4; padding: 8px 16px; font-size: 14px; color: #444; border-bottom: 1px solid #ddd; }
     .nav { padding: 16px 40px; border-bottom: 1px solid #eee; font-size: 15px; } .nav span { margin-left: 28px; color: #555; }
     .hero { padding: 40px 80px; max-width: 1000px; } h1 { font-size: 34px; margin: 0 0 16px; }
     p { font-size: 18px; line-height: 1.5; }`,
  );
}

function notification(sample: Extract<Sample, { layout: 'notification' }>): string {
  return page(
    `<div class="time">9:41</div><div class="date">Monday, June 3</div><div class="n"><div class="app">${escape(sample.app)} · now</div>
     <b>${escape(sample.title)}</b><div>${escape(sample.body)}</div></div>`,
    `body { background: linear-gradient(160deg, #3a4d6b, #16213a); height: 100vh; color: #fff; }
     .time { font-size: 72px; text-align: center; padding-top: 60px; font-weight: 300; }
     .date { text-align: center; font-size: 18px; margin-bottom: 40px; }
     .n { margin: 0 12px; background: rgba(245,245,245,.92); color: #111; border-radius: 18px; padding: 12px 16px;
       font-size: 15px; line-height: 1.35; } .app { font-size: 12px; color: #555; margin-bottom: 4px; }`,
  );
}

export function renderSample(sample: Sample): { html: string; viewport: Viewport } {
  switch (sample.layout) {
    case 'sms':
      return { html: sms(sample), viewport: PHONE };
    case 'chat':
      return { html: chat(sample), viewport: PHONE };
    case 'notification':
      return { html: notification(sample), viewport: PHONE };
    case 'email':
      return { html: email(sample), viewport: DESKTOP };
    case 'popup':
      return { html: popup(sample), viewport: DESKTOP };
    case 'post':
      return { html: post(sample), viewport: DESKTOP };
    case 'page':
      return { html: shopPage(sample), viewport: DESKTOP };
  }
}
