// Fixed replies used by both providers, so the assistant behaves the same with or without a model.

export const OFF_TOPIC_REPLY =
  "I can only help with online safety, scams and ScamCheck itself. Try asking how to spot a phishing email, or paste a link and I'll check it. You can also scan any site from the [home page](/).";

export const GREETING_REPLY =
  "Hi! I'm the ScamCheck assistant: ask me whether a site is safe, how to spot a scam, or what to do if you've been scammed. You can also scan a website yourself on the [home page](/).";

/** When a reply would reveal how the assistant is set up (or a model refused). */
export const DECLINE_REPLY =
  "Sorry, I can't help with that, but I'm happy to answer questions about scams and staying safe online. Try checking a website on the [home page](/).";

export const GENERAL_SECURITY_REPLY =
  'Good habits stop most attacks: use a unique password for each account with a password manager, turn on two-step verification, keep your devices updated, and never share codes someone asks you for. If something feels urgent or too good to be true, slow down and check it first. You can scan any link on the [home page](/).';
