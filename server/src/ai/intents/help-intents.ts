// What to do after something went wrong, and everyday account safety.
import { GENERAL_SECURITY_REPLY } from '../assistant/canned-replies';
import type { Intent } from './intent';

export const HELP_INTENTS: readonly Intent[] = [
  {
    id: 'after-scammed',
    keywords: [
      'scammed',
      'been scammed',
      'got scammed',
      'ive been scammed',
      'was scammed',
      'lost money',
      'sent money',
      'paid a scammer',
      'fell for',
      'what do i do',
      'what should i do',
      'victim',
      'refund',
      'chargeback',
    ],
    answer:
      'Act quickly: call your bank or card issuer to stop or dispute the payment, and change the passwords of any account you shared. Report the scam to the police or your national fraud line and keep screenshots as evidence. Our [Scammed? page](/scammed) walks you through each step.',
  },
  {
    id: 'hacked-account',
    keywords: [
      'hacked',
      'was hacked',
      'been hacked',
      'compromised',
      'someone logged',
      'password stolen',
      'entered my password',
      'gave my password',
      'account taken',
    ],
    answer:
      'Change the password of that account right away, and of every account that used the same one, then turn on two-step verification. Sign out of other sessions and check the recovery email and phone have not been changed. Our [Scammed? page](/scammed) lists what else to check.',
  },
  {
    id: 'report-scam',
    keywords: [
      'report a scam',
      'report a site',
      'report a website',
      'report this',
      'reporting',
      'warn others',
    ],
    hints: ['report', 'comment', 'review'],
    answer:
      'Report a scam site to your national fraud line and to the brand it imitates, and warn others with a comment on its report page here. Each site we have checked is listed on our [Websites page](/websites), where community reports appear beside the score.',
  },
  {
    id: 'account-security',
    keywords: [
      'password',
      'passwords',
      'two factor',
      '2fa',
      'mfa',
      'two step',
      'authenticator',
      'password manager',
    ],
    answer:
      'Use a password manager so every account gets its own long password, and turn on two-step verification, preferably with an app or security key rather than SMS. Never share one-time codes: no real company asks for them. If a password was exposed, see our [Scammed? page](/scammed).',
  },
  {
    id: 'staying-safe',
    keywords: [
      'stay safe',
      'safe online',
      'online safety',
      'protect myself',
      'tips',
      'security tips',
      'cybersecurity',
      'security',
    ],
    answer: GENERAL_SECURITY_REPLY,
  },
  {
    id: 'public-wifi-and-devices',
    keywords: ['wifi', 'wi fi', 'vpn', 'antivirus', 'malware', 'virus', 'ransomware', 'spyware'],
    hints: ['update', 'updates', 'download'],
    answer:
      'Keep your system, browser and apps updated, only install software from official stores, and be wary of downloads a website insists on. On public Wi-Fi, only enter details on sites you reached yourself over https. If something already got installed, follow our [Scammed? page](/scammed).',
  },
];
