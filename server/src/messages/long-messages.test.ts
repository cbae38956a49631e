// E-mails, digests and forwarded threads: long messages whose cues must stand together to count, and whose
// brands are only the speaker where the reader is addressed as the brand's customer. Written for these tests.
import { describe, expect, it } from 'vitest';
import { createMessageAnalyzer } from './message-analyzer';

const analyzer = createMessageAnalyzer();
const analyze = (text: string) => analyzer.analyze({ text, channel: 'email' });
const isFlagged = (text: string) => ['scam', 'suspicious'].includes(analyze(text).verdict);
const codes = (text: string) => analyze(text).findings.map((finding) => finding.code);

const FOOTER =
  'You are receiving this because you subscribed to the list. Archives and settings live on the list server; ' +
  'replies go to everyone on the list, so please trim quoted text and keep the subject line when you answer.';

describe('long messages', () => {
  it('does not take a brand a mailing-list post talks about for the sender', () => {
    const post =
      'Re: [linux-users] Which laptop for a student?\n' +
      '> Has anyone tried the new Microsoft Surface with Linux?\n' +
      'I ran Fedora on one for a month. Suspend works, the camera does not, and the pen needs a patched kernel. ' +
      'Apple hardware is easier in some ways but the keyboards wear out fast. There is a long write-up on the ' +
      'state of drivers at http://kernel-notes.homelinuxblog.net/surface/drivers.html which is worth reading ' +
      'before you buy anything. ' +
      FOOTER;
    expect(codes(post)).not.toContain('brand-link-mismatch');
    expect(isFlagged(post)).toBe(false);
  });

  it('still sees a long e-mail that speaks as the brand and links elsewhere', () => {
    const phishing =
      'Subject: Action required\nDear customer,\nWe noticed some changes on your PayPal account that we need to ' +
      'review. Until then you can still log in, but sending and withdrawing money is paused. ' +
      'Review the activity at http://resolution-centre.homelinuxblog.net/case/88213 so that we can restore ' +
      'full access as soon as possible. ' +
      FOOTER;
    expect(codes(phishing)).toContain('brand-link-mismatch');
    expect(isFlagged(phishing)).toBe(true);
  });

  it('does not add up cues from paragraphs that have nothing to do with each other', () => {
    const digest =
      'Weekly digest: club news\n' +
      'The committee met on Tuesday. The plan to move the bank account to a credit union is on hold until ' +
      'the treasurer is back from leave in March. ' +
      'The spring walk leaves from the old station at nine; bring water, a waterproof and something to eat, ' +
      'the cafe at the top will be closed for repairs. Our thanks to everyone who helped at the jumble sale, ' +
      'which raised more for the roof fund than any sale before it. ' +
      'Photos from the quiz night are up on the club website at http://www.oakfield-ramblers.org.uk/photos ' +
      'and the new membership cards are ready to collect: update your address with Jean if you have moved.';
    expect(isFlagged(digest)).toBe(false);
    // The same cues in one short message are a lure.
    expect(
      isFlagged(
        'Your bank account is on hold. Update your details at http://www.oakfield-ramblers.org.uk/photos',
      ),
    ).toBe(true);
  });

  it('reads a mailbox warning whose link hides behind a button', () => {
    const text =
      'Subject: Mailbox storage warning\nDear user,\nYour mailbox has exceeded its storage limit and will be ' +
      'deactivated within 24 hours. You will not be able to send or receive new messages.\n' +
      'CLICK HERE TO VERIFY YOUR ACCOUNT and keep your mailbox active.\nMail Administrator';
    const result = analyze(text);
    expect(result.families).toContain('account-security');
    expect(['scam', 'suspicious']).toContain(result.verdict);
  });

  it("reads an e-mail's subject with each of its paragraphs", () => {
    const text =
      'Subject: Re-validate your e-mail password\n' +
      'This message and any attachment are confidential and intended only for the named recipient. If you have ' +
      'received it in error, please tell the sender and delete it. Views expressed are those of the author. ' +
      'The organisation accepts no liability for viruses; check attachments before opening them. ' +
      'Printed copies are uncontrolled. Our offices shut on public holidays, and what arrives then is read ' +
      'on the next working day. Please consider the environment before printing.\n' +
      'It expires today. Click here to keep using it.';
    expect(analyze(text).families).toContain('account-security');
  });

  it('does not take "go to Settings in the app" for a hidden link', () => {
    const text =
      'Subject: Security notice: new sign-in\nYour account was signed in to from a new Windows device on 25 ' +
      "November. If this was you, you don't need to do anything. If not, we'll help you secure your account: " +
      'go to Settings in the app and choose Security.';
    expect(analyze(text).families).not.toContain('account-security');
  });

  it("does not take a person who shares a brand's name, quoted in a reply, for the brand", () => {
    const reply =
      'Re: [fork] Asteroids anyone?\nJames Rogers: >I doubt a missile defence system would help against a rock ' +
      'a couple of kilometres across.\nNeither do I. The impact simulations at http://impact-sims.spacefans.info/ ' +
      'suggest that even a small one would do more damage than people expect. ' +
      FOOTER;
    expect(codes(reply)).not.toContain('brand-link-mismatch');
  });

  it('does not hold a project page on a site everyone visits against the brand whose name it carries', () => {
    const text =
      'Has anyone got Linux running on the Xbox yet? The notes are at http://xbox-linux.sourceforge.net/';
    expect(codes(text)).not.toContain('brand-link-mismatch');
    // A site of its own that carries the name is a look-alike.
    expect(codes('Xbox: claim your free Game Pass month at http://xbox-rewards-claim.net/')).toContain(
      'brand-link-mismatch',
    );
  });

  it('reads everyday words that are also brands as words', () => {
    const text =
      'The outlook for the housing market is mixed, and a wise buyer waits. Analysis: http://housing-notes.example.org/';
    expect(analyze(text).entities.brands.map((brand) => brand.name)).toEqual([]);
  });

  it('does not take bug tracking or a count of messages for a parcel or a voicemail', () => {
    expect(
      analyze('Location tracking is coming to phones, says a report at http://gadget-notes.info/att')
        .families,
    ).toEqual([]);
    expect(
      analyze(
        "I've got three sets of spam and ham with about 500 messages in each set. Results: http://test-notes.info/",
      ).families,
    ).toEqual([]);
  });
});

describe('the webmail administrator lure', () => {
  it('flags a mailbox notice that asks you to sign in through a link or a button', () => {
    for (const text of [
      'Subject: Mailbox upgrade\nWe are upgrading all staff mailboxes this weekend. CLICK HERE and log in with your ' +
        'email and password to keep your mailbox active.',
      'Subject: 3 incoming mails pending\nYour incoming mails were placed on pending status after our database ' +
        'upgrade. To receive them, click HERE and login with your webmail details.',
      'Attention user: your email quota has reached 98% and will soon exceed its limit. Follow the URL below to ' +
        'upgrade your quota for free.',
    ]) {
      const result = analyze(text);
      expect(result.families, text).toContain('account-security');
      expect(['scam', 'suspicious'], text).toContain(result.verdict);
    }
  });

  it('leaves honest storage notices and talk about mailboxes alone', () => {
    for (const text of [
      'Your mailbox is almost full (4.8 GB of 5 GB). Please delete old messages or archive them to free up space. ' +
        'IT Service Desk',
      'Your Google storage is almost full. Get more storage with Google One.',
      'Is there a way to get my mail off webmail.eircom.net? I have reached my quota limit and the web client ' +
        'keeps timing out. See http://www.linux.ie/mailman/listinfo/ilug',
    ])
      expect(isFlagged(text), text).toBe(false);
  });
});

describe('the words of business e-mail', () => {
  it('does not read bankruptcy as a bank', () => {
    const text =
      'Subject: California update\nIf no deal is reached by April 9, bankruptcy is likely and the power ' +
      'contracts will be suspended. Updates at http://www.energy-briefings.info/ca';
    expect(analyze(text).families).toEqual([]);
  });

  it('does not read a confidentiality footer as a threat', () => {
    const text =
      'Subject: Statement update\nYour account statement for March is ready at http://www.energy-briefings.info/s. ' +
      'This message is confidential. Unauthorized disclosure, copying or distribution is prohibited.';
    expect(analyze(text).families).toEqual([]);
  });
});

describe("an e-mail's button whose link was lost (session 15)", () => {
  const email = (button: string) =>
    'Subject: accounts@ sent you files via WeTransfer\n' +
    'accounts@harbourfreight-logistics.co sent you some files\n' +
    '2 files, 8.1 MB in total. Expires in 7 days\n' +
    'Remittance_advice.pdf\n' +
    'Invoice_0412.xlsx\n' +
    `${button}\n` +
    'To make sure our emails arrive, please add noreply@wetransfer.com to your contacts.';

  it('counts a line that is only a button ("Download your files") as a way to act', () => {
    expect(isFlagged(email('Download your files'))).toBe(true);
    expect(isFlagged(email('Thanks, the accounts team'))).toBe(false);
  });

  it("does not take a sign-in page's heading or buttons for a lost link", () => {
    expect(
      isFlagged(
        'Sign in to Outlook\nEnter your email address to continue to Outlook.\nNo account? Create one!\nNext',
      ),
    ).toBe(false);
  });
});

describe('e-mails read in session 21 (written for these tests)', () => {
  it("reads a boss's confidential errand by e-mail only, and a request for every employee's W-2, as impersonation", () => {
    const errand =
      'Subject: Quick one\n\nHello, are you available at the moment? I need you to handle something for me today. ' +
      "It is strictly confidential. I'm in a conference and can only respond by email, so reply here.\n\nThanks,\nMark Ellison\nCFO";
    expect(analyze(errand).families).toContain('family-impersonation');
    const records =
      'Subject: Payroll\n\nHi Dana,\n\nI need you to send me the W-2 forms of all employees for last year as one PDF before noon; ' +
      'the auditors are asking. Keep this between us until it is done.\n\nSent from my iPhone\nLaura Chen, CEO';
    expect(analyze(records).families).toContain('family-impersonation');
    // Asking a colleague to send a document, openly, is work.
    const honest =
      'Subject: Q3 deck\n\nHi Sam, I need you to send me the Q3 sales deck before the 2pm review. It is on the shared drive ' +
      'under Sales/2024. Thanks, Priya';
    expect(isFlagged(honest)).toBe(false);
  });

  it("reads a fund released against a certificate's cost, and gifts sent by Western Union to a name, as the frauds they are", () => {
    expect(
      codes(
        'Subject: Payment release\n\nDear beneficiary, the transfer of your compensation fund of $4.2 million is approved by the ' +
          'Treasury. Before the transfer you must obtain a clearance certificate; the certificate cost is $480. Reply with your ' +
          'full name and phone number.',
      ),
    ).toContain('advance-fee');
    expect(
      codes(
        'Subject: Help the children\n\nDear friend, our orphanage in Kumasi has no food this month. Any amount you can send ' +
          'will help. Send it by MoneyGram to my name, Pastor Daniel Mensah, and email me the MTCN so I can collect it.',
      ),
    ).toContain('donation-to-personal-account');
  });

  it('does not read security awareness training about suspicious e-mails as a threat to the account', () => {
    const training =
      'Subject: Phishing training due Friday\n\nHi all, please finish the 15-minute course in Workday by Friday. It covers ' +
      'phishing, password managers, and how to report suspicious emails. If a message asks you to buy gift cards or change ' +
      'bank details, forward it to security@northgate-health.org and verify the request by phone before acting.';
    expect(isFlagged(training)).toBe(false);
  });

  it("does not take an antivirus's footer for the sender's own site", () => {
    const lure =
      'Subject: Mailbox Notice\nDear user, most of your incoming mails are on hold due to subscription issues. ' +
      'Please click here to resolve this issue. Best Regards, Email Administrator\n' +
      'This email has been checked for viruses by Avast antivirus software. www.avast.com';
    expect(codes(lure)).not.toContain('sender-own-site');
    expect(isFlagged(lure)).toBe(true);
  });
});

describe('e-mails read in session 20 (written for these tests)', () => {
  it('counts a button line such as "Pay your tolls now" or "View Invoice (PDF, 212KB)" as a way to act', () => {
    const toll = (button: string) =>
      'Subject: Final Notice: Your vehicle toll payment is overdue\n\nE-ZPass\n\n' +
      'You have an outstanding toll balance of $12.51. To avoid late fees of $50.00 and potential suspension of ' +
      'your vehicle registration, please pay your balance today.\n\n' +
      `${button}\n\nE-ZPass Customer Service Center`;
    expect(isFlagged(toll('Pay your tolls now'))).toBe(true);
    expect(isFlagged(toll('Thank you for driving with us'))).toBe(false);
    const invoice = (button: string) =>
      'Subject: Invoice #INV-88271 overdue - final notice\n\nHi,\n\nPlease find attached the invoice for services ' +
      'rendered last month. According to our records this invoice is now 30 days overdue. Kindly arrange payment ' +
      `as soon as possible to avoid late fees and suspension of service.\n\n${button}\n\nKind regards,\nAccounts`;
    expect(isFlagged(invoice('View Invoice (PDF, 212KB)'))).toBe(true);
  });

  it('does not hurry a reader with a link that expires when the e-mail says it can be ignored', () => {
    const reset =
      'Subject: Password reset request\n\nHi Tom,\n\nWe received a request to reset the password for your Strava ' +
      'account. If you made this request, use the link below to choose a new password. This link will expire in ' +
      "1 hour.\n\nReset password: https://www.strava.com/password/reset?token=8f2a1c9e7b\n\nIf you didn't " +
      "request a password reset, you can safely ignore this email - your password won't change.\n\nThe Strava Team";
    expect(codes(reset)).toContain('no-action');
    expect(codes(reset)).not.toContain('pressure');
    expect(isFlagged(reset)).toBe(false);
  });

  it('does not take a code given to type in for a code asked for', () => {
    const welcome =
      'Subject: Verify your email address\n\nHi there,\n\nThanks for signing up for Notion! Please confirm your ' +
      'email address by entering the code below in the app:\n\n483 019\n\nThis code expires in 10 minutes. If ' +
      "you didn't create an account, you can ignore this email.\n\nThe Notion Team";
    expect(codes(welcome)).not.toContain('credential-request');
    expect(isFlagged(welcome)).toBe(false);
  });

  it("does not read a tradesman's accepted ways to pay, or advice to stay on the platform, as a trick", () => {
    const quote =
      'Subject: Re: Garage door quote\n\nHi Mr. Lindqvist,\n\nThanks for having me out yesterday. Quote for ' +
      'replacement of both torsion springs, new cables and a full tune-up is $385 including parts and labour.\n\n' +
      'I have availability next Wednesday or Thursday morning. Payment is due on completion - we take card, cheque ' +
      'or e-transfer.\n\nRegards,\nDave Kowalski\nKowalski Door Repair';
    expect(analyze(quote).families).not.toContain('marketplace');
    expect(isFlagged(quote)).toBe(false);
  });
});

describe('phishing e-mails whose words ran together when copied (session 20, written for these tests)', () => {
  it('reads "ClickHere" and an "irregular sign on attempt" as the lure they are', () => {
    const text =
      'Subject: Account Security Update (Online Banking)\nDear Customer,  Several irregular sign on attempt was made ' +
      'on your account. Please ClickHere to update your security question  Harbour Bank, 2024 N.A. Member FDIC';
    expect(analyze(text).families).toContain('bank-account');
    expect(isFlagged(text)).toBe(true);
  });

  it('reads "on the verge of closure" as a threat to the account', () => {
    const text =
      'Subject: Check your recent activity\nPayPal Secure    Your account on the verge of closure !!    You must ' +
      'secure your account now    Login And Secure Your Account';
    expect(isFlagged(text)).toBe(true);
  });
});
