import { affirmative, CALL, PAY, REPLY } from './cues';
import { isUkServiceLine } from '../entities/phone-numbers';
import { defineFamily, hasPhone } from './define-family';

/** Get you on the phone, onto your computer, or to scan a code: the scam happens after. */

export const techSupport = defineFamily({
  family: 'tech-support',
  title: 'Fake tech support or refund',
  cues: {
    problem: [
      /\b(?:virus\w*|trojan|malware|spyware|hacked|infected|compromised|security breach|licen[cs]e (?:has )?expired|(?:pc|computer|device|windows) (?:is )?(?:blocked|locked)|hackers? (?:are )?using|ip address (?:has been |have been |is |was )?(?:\w+ )?(?:hacked|compromised|blocked|flagged|leaked|exposed|used (?:by|for|to))|broadband will be|internet will be|do not (?:shut down|restart|turn off)|(?:router|line|broadband|modem|connection) (?:is |has been )?(?:sending|showing|reporting) (?:error|fault)\w*|(?:line|broadband|internet|connection) (?:may|will|could) be (?:disconnected|cut off|suspended))\b/,
    ],
    // "Schwab Security Alert: your password was changed … call us at 800-435-4000": a bank's alert reads so too, so a
    // "security alert" is the tech-support lure only from a computer company or a support desk.
    securityAlert: [/\bsecurity (?:alert|warning)\b/],
    support: [
      /\b(?:support|technical (?:department|team)|tech(?:nical)? support|help ?desk|microsoft|apple|windows|geek squad|norton|mcafee|bt|virgin|openreach|engineer|technician|refund (?:department|notice))\b/,
    ],
    access: [
      affirmative(
        /\b(?:anydesk|teamviewer|ultraviewer|quick ?support|quick ?assist|remote (?:access|support|desktop)(?! to (?:internal|corporate|company|office|the (?:office|company|corporate|internal|vpn)|our (?:internal |corporate |company )?(?:systems|network|servers|files)))|(?:connect|log ?in) (?:to|into) your (?:computer|pc|laptop|device|screen)|(?:stay|be|sit) (?:near|at|by|in front of) (?:your|the) (?:computer|pc|laptop)|walk you through (?:securing|fixing|removing|cleaning)|install (?:the|this|an?) \w*\s?(?:app|software)|log in to your (?:online )?banking|(?:download|install)\w* (?:a |an |this |the |our )?(?:small |quick |little |free |security )?(?:tool|program|programme|software|app|file)\b.{0,30}\b(?:so (?:our|the|an?|that our|that the) (?:engineer|technician|agent|support|team)|remotely|remote)\b)\b/,
      ),
    ],
    call: [affirmative(CALL)],
    refund: [
      /\b(?:entitled to (?:a )?refund|refund of|overpaid|overcharged|we will refund|(?:arrang|issu|process)\w* (?:a|the|your) refund)\b/,
    ],
    // A fake antivirus warning: "5 viruses found, your protection has expired, renew now". Only a claimed
    // infection counts here ("no viruses found" is a real scan's report).
    infection: [
      /\b(?:(?:is|are|been|got) infected|\d+ (?:viruses|threats|trojans|infections)|(?:viruses?|threats?|trojans?|spyware|malware) (?:were |was |have been |has been )?(?:found|detected))\b/,
    ],
    renew: [
      affirmative(
        /\b(?:renew|subscribe|activate|buy|upgrade|clean|fix|remove (?:them|the (?:virus|threats?))|scan) (?:now|today|immediately|your (?:protection|subscription|licen[cs]e))\b/,
      ),
    ],
  },
  hook: ['problem', 'refund', 'infection'],
  request: ['access', 'call', 'renew'],
  assess(has, facts) {
    const problem = has('problem') || (has('securityAlert') && has('support'));
    if (has('access') && (problem || has('refund') || has('support'))) return 'remote-access';
    if (problem && has('call') && hasPhone(facts)) return 'problem-and-number-to-call';
    if (has('refund') && has('support') && (has('call') || hasPhone(facts))) return 'refund-and-call';
    if (has('infection') && has('support') && has('renew')) return 'infection-and-renewal';
    return problem && has('support') && has('call') ? 'problem-and-call-support' : null;
  },
});

export const premiumRate = defineFamily({
  family: 'premium-rate',
  title: 'Premium-rate number to call back',
  cues: {
    reason: [
      /\b(?:voicemail|missed call|trying to contact|tried to contact|won|prize|claim|parcel|delivery|refund|call back|who called|urgent|important message|account|find out who|who (?:likes|fancies|wants to (?:meet|date)))\b/,
    ],
    call: [affirmative(CALL), /\b(?:call|ring|dial)(?:ing|ling)?\b/],
    // The reasons a caller is baited with: a message waiting, a call missed, someone trying to reach you.
    bait: [
      /\b(?:voicemail|missed call|(?:trying|tried|attempt\w*) to (?:contact|reach|call)|who called|important message|find out who|who (?:likes|fancies|wants to (?:meet|date)))\b/,
    ],
    reply: [affirmative(REPLY)],
    // A price per message, minute, week or day: what answering a premium text or call costs (a few pounds a day at
    // most: "€14/day" is a garage's).
    charge: [
      /\b\d+(?:\.\d+)? ?p ?(?:\/ ?|per |a )(?:msg|message|min|text|week|wk|day|call)|\b\d+ ?ppm\b|[£$€]\d+(?:\.\d+)? ?(?:\/ ?|per |a )(?:msg|message|min|text|week|wk|month|mth)|[£$€]\d(?:\.\d+)?(?!\d) ?(?:\/ ?|per |a )day|\bcosts? (?:\d+p\b|[£$€]\d)|(?:[£$€]\d+(?:\.\d+)?|\d+p) (?:to|2|per msg) (?:rcv|receive|recd|received)\b|[£$€]\d+(?:\.\d+)? ?sub\b/,
    ],
    lure: [
      /\b(?:win|won|winner|prizes?|cash|free|rewards?|award\w*|bonus|vouchers?|points|jackpot|draw|claim|guaranteed|selected|congrat\w*|(?:trying|tried|attempt) to (?:contact|reach)|secret admirer|mystery (?:caller|admirer|man|woman)|unread (?:msgs?|messages)|someone (?:you|u) know|dating|lonely|singles?|ladies|girls|flirt\w*|sexy|hot \w+|(?:date|partner|someone) (?:is )?waiting|meet (?:you|u)|in (?:your|ur) area|(?:wanna|want to|fancy a) chat|fancy meet\w*|(?:so |really )?bored|18 ?\+)(?!\w)/,
    ],
  },
  hook: ['reason', 'lure'],
  request: ['call', 'charge'],
  assess(has, facts) {
    const premium = hasPhone(facts, ['premium-rate', 'personal']);
    // "To change call 08708 501 150", "Questions? Call us on 0844 874 0304": UK 084 and 087 numbers cost a few pence
    // a minute and were every company's service line for years; only a lure, a missed call or a weekly charge makes
    // ringing one a scam's request. 09 numbers and 070 "personal" numbers stay as they are.
    const serviceLineOnly = facts.phones
      .filter((phone) => phone.kind === 'premium-rate' || phone.kind === 'personal')
      .every(isUkServiceLine);
    if (premium && has('call') && serviceLineOnly)
      return has('lure') || has('bait') || has('charge') ? 'call-back-with-reason' : 'premium-number';
    if (premium && has('call')) return has('reason') ? 'call-back-with-reason' : 'call-back';
    // "Text WIN to 84025 … 150p/msg": a prize or freebie answered through a paid short code or number.
    // "Txt back 4 a chat … £1.50 to rcv": a charge for each message received is a premium service's mark.
    if ((premium || hasPhone(facts, ['short-code']) || has('reply')) && has('charge') && has('lure'))
      return 'paid-reply-to-lure';
    return premium ? 'premium-number' : null;
  },
});

export const qrPayment = defineFamily({
  family: 'qr-payment',
  title: 'QR code to pay or to sign in',
  cues: {
    // "Pay via GIRO, PayNow QR or internet banking" lists a way to pay, it sends no code to scan.
    qr: [
      /\b(?:scan (?:the|this|my|our)? ?(?:attached |below )?(?:qr|code|barcode)|(?<!\b(?:paynow|duitnow|promptpay|pix|upi|gcash|maya|alipay|twint|bharat) )qr(?: ?code)?)\b/,
    ],
    ask: [
      affirmative(PAY),
      affirmative(
        /\b(?:upi pin|enter (?:your )?pin|receive (?:the )?money|sign in|log ?in|mfa|2fa|re-?enrol\w*|keep access|keep (?:your )?(?:session|account|whatsapp|access) active|verify)\b/,
      ),
    ],
    pressure: [/\b(?:overdue|suspen\w+|within \d+ (?:minutes|hours)|out of order|required)\b/],
    // "Bring this e-mail or your QR code to check-in": a ticket shown at the door, not a code to scan and pay.
    entry: [
      /\b(?:qr(?: ?code)?|barcode)\b.{0,40}\b(?:check-?in|entry|admission|boarding|at the (?:door|gate|entrance)|to enter)\b|\b(?:check-?in|admission|boarding pass)\b.{0,40}\bqr\b/,
    ],
  },
  hook: ['qr'],
  request: ['ask'],
  assess(has) {
    if (!has('qr') || !has('ask')) return null;
    if (has('entry') && !has('pressure')) return null;
    return has('pressure') ? 'scan-to-act-under-pressure' : 'scan-to-act';
  },
});
