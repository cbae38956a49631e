/** The home page FAQ: what visitors ask before trusting a score. */
export type FaqItem = { question: string; answer: string };

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Is a website with a high score guaranteed to be safe?',
    answer:
      'No automated check can promise that. A high score means we found no warning signs and several signs of an established, well-run site. Scammers sometimes break into real websites, so still be careful with unexpected requests for money, codes or passwords.',
  },
  {
    question: 'Why did a site I trust get a Caution score?',
    answer:
      'Young domains, missing email security records or a page that redirects elsewhere all lower the score, and small or brand-new businesses often have them. Open the report to see each finding and decide whether it matters for what you are about to do.',
  },
  {
    question: 'Do you visit the link for me?',
    answer:
      'Yes. Our server looks up the domain and, when live checks are on, fetches the page through a protected connection, so you never have to open a suspicious link yourself. Use the URL Unwrapper to see where a shortened link leads.',
  },
  {
    question: 'What happens to the screenshots I upload?',
    answer:
      'The image is read in memory to extract its text and links, then discarded. We keep only the result of the analysis, never the image itself.',
  },
  {
    question: 'Is ScamCheck free?',
    answer:
      'Yes. Everyone can run 20 analyses per hour without an account. Paid plans with higher hourly allowances are listed on the API page for people and companies who check links at scale.',
  },
  {
    question: 'I think I have already been scammed. What now?',
    answer:
      'Act quickly: contact your bank or payment provider, change any password you entered, and report the scam. The Scammed? page has a step-by-step checklist for each way of paying.',
  },
];
