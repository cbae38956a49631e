import { defineDetector } from './define-detector';

// Family A of research/detection.md §7: scareware pop-ups that claim an infection or a locked computer
// and push a phone number or a remote-access tool ("Dial One for Scam", NDSS 2017).
export const techSupport = defineDetector({
  id: 'tech-support',
  category: 'tech-support',
  title: 'Fake virus or tech-support alert',
  evidenceOrder: ['claim', 'command', 'remoteTool'],
  cues: {
    authority: [
      /\b(?:this is|i am|i'm|we are|from) (?:the )?(?:[a-z]+ ){0,2}(?:support|security|fraud|technical|tech|help ?desk|customer (?:care|service))\b/,
      /\b(?:microsoft|windows (?:defender|security|firewall|support)|apple (?:security|support|care)|mcafee|norton|avast|geek squad|tech(?:nical)? support|help ?desk|support (?:team|center|centre))\b/,
    ],
    claim: [
      /\b(?:virus(?:es)?|trojan|spyware|malware|ransomware|adware|worm|pornographic)\b.{0,40}\b(?:detected|found|infected|infection|alert|warning|attack)/,
      /\b(?:your|this) (?:computer|pc|device|system|windows|mac|iphone|phone|browser|laptop) (?:has been|is|was|got|have been) (?:locked|blocked|infected|compromised|hacked|disabled|suspended)/,
      /\baccess to this (?:pc|computer|device) has been blocked\b/,
      /\berror (?:code|#)?\s?[:#]?\s?(?:0x|#)[0-9a-f]{4,}/,
      /\b(?:security|virus|threat|critical|firewall) (?:alert|warning|breach)\b/,
      /\bunauthori[sz]ed access\b/,
      /\binfected with\b[^.?!]{0,20}\b(?:virus(?:es)?|trojans?|malware|spyware|threats)\b/,
      /\b(?:account|computer|pc|device|system|data|details|information)\b[^.?!]{0,30}\b(?:has been|have been|was|is|are) (?:hacked|compromised|breached|damaged)\b/,
      /\bhackers? (?:may be|are|have been|could be) (?:accessing|stealing|watching|in)\b/,
      /\b(?:files|data|photos) will be (?:deleted|lost|erased)\b/,
      /\b(?:your )?(?:personal )?(?:data|information|files|photos|passwords|credit card|banking (?:details|information)) (?:is|are|may be|might be|could be|will be) (?:at risk|stolen|compromised|exposed|deleted)/,
    ],
    command: [
      /\bdo not (?:restart|shut ?down|turn off|close|ignore|power off|reboot)\b/,
      /\bcall (?:us |microsoft |apple |windows |support |the (?:help|support) ?(?:desk|line|team) )?(?:immediately|now|right away|toll[- ]free|at|on)\b/,
      /\btoll[- ]free\b/,
      /\b(?:contact|call) (?:microsoft|apple|windows|technical|tech|a certified) (?:support|technician|help|engineer)/,
    ],
    // Fake antivirus renewal pop-ups: "your subscription has expired, your PC is unprotected".
    renewal: [
      /\b(?:subscription|protection|licen[cs]e|antivirus) (?:has |have )?(?:expired|ended|lapsed)\b/,
      /\b(?:pc|computer|device|system) is (?:now )?(?:unprotected|at risk|exposed)\b/,
    ],
    remoteTool: [
      /\b(?:anydesk|teamviewer|ultraviewer|logmein|supremo|rustdesk|quick ?support|remote (?:access|support|desktop|session))\b/,
    ],
  },
  assess(has, { indicators }) {
    const hasPhone = indicators.phoneNumbers.length > 0;
    const pushesContact = has('command') || hasPhone;
    if (has('claim') && pushesContact && has('authority')) return 55;
    if (has('claim') && pushesContact) return 45;
    // A message asking you to install remote-access software is how these scams take over a computer.
    if (has('remoteTool') && (hasPhone || has('claim') || has('authority'))) return 45;
    if (has('renewal') && (has('claim') || has('authority'))) return 40;
    if (has('claim') && has('authority')) return 20;
    return 0;
  },
});
