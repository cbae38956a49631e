import {
  affirmative,
  CALL,
  CLICK,
  LINK,
  OWN_NUMBER_OR_SETTINGS,
  PAY,
  PAY_INTO_GIVEN_ACCOUNT,
  PRESSURE,
  REPLY_WITH_DATA,
  UPDATE,
} from './cues';
import { OTHER } from './other-languages';
import { defineFamily, hasLink, hasPhone, hasRiskyLink, hasUnknownLink, sendsOnline } from './define-family';

/** Money said to be owed on something ordinary: a parcel, a toll or parking charge, a tax or a grant. */

export const deliveryFee = defineFamily({
  family: 'delivery-fee',
  title: 'Parcel "fee" or address update',
  cues: {
    parcel: [
      // Tracking is a parcel's only with a number: "bug tracking", "location tracking" are not; "Package: openssl"
      // in a software advisory is not a parcel either.
      /\b(?:parcel|package(?! ?:)|shipment|(?<!\b(?:electronic|paperless|digital|e-?mail|statement|document|e-) )delivery|courier|consignment|your item|redelivery|awb|tracking (?:number|no|code|id))\b/,
      OTHER.parcel,
    ],
    problem: [
      /\b(?:could ?n[o']t be delivered|unable to deliver|cannot deliver|not be delivered|failed delivery|missed (?:you|your)|on hold|held at|is held|(?:has|have) been held|awaiting (?:payment|clearance)|(?:incomplete|incorrect|invalid|wrong) (?:\w+ )?(?:address|details|info\w*|postcode|post code|zip code|house number|street)|(?:address|details) (?:is |was |are |were )?(?:incomplete|incorrect|invalid|wrong)|returned to (?:the )?sender|goes back to sender|go back to sender|lack of address|not (?:be )?shipped|unpaid|pending|(?:was|is|has been) not found|(?:delivery|deliver it) (?:is )?not possible|could not find|(?:correct|valid|complete) (?:info\w*|address|details))\b/,
      OTHER.parcelProblem,
    ],
    fee: [
      affirmative(
        /\b(?:fee|customs|duty|import tax|shipping charge|redelivery charge|postage|settle|settlement|pay\w*)\b/,
      ),
      affirmative(OTHER.fee),
      affirmative(OTHER.pay),
    ],
    update: [
      // "Update your address", not the heading "UPS Update: Package Scheduled for Delivery".
      affirmative(
        new RegExp(String.raw`(?:${UPDATE.source})\b(?! ?:).{0,40}\b(?:address|details|info\w*|delivery)`),
      ),
      REPLY_WITH_DATA,
    ],
    // "Please deposit in below account": the fee paid straight into an account the message gives.
    payTo: [PAY_INTO_GIVEN_ACCOUNT],
    track: [
      /\b(?:track\w*|pick (?:it )?up|collect (?:it|your)|follow (?:it|the status)|where (?:it|your))\b/,
    ],
    link: [LINK, CLICK],
  },
  hook: ['parcel', 'problem'],
  request: ['fee', 'update', 'link'],
  assess(has, facts) {
    if (!has('parcel')) return null;
    const online = sendsOnline(has('link'), facts);
    if (has('fee') && (online || has('problem') || has('payTo'))) return 'fee-and-link-or-problem';
    if (has('problem') && (has('update') || online)) return 'problem-and-update-or-link';
    // Carriers' own notices link to their own or widely used sites; "track it here" to an unknown site is
    // how most parcel lures start.
    if ((has('track') || has('update')) && hasUnknownLink(facts)) return 'tracking-at-unknown-site';
    return has('update') && online ? 'update-through-link' : null;
  },
});

export const tollFine = defineFamily({
  family: 'toll-fine',
  title: 'Unpaid-toll notice or parking or traffic fine',
  cues: {
    toll: [
      /\b(?:tolls?|e-?z ?pass|fastrak|sunpass|linkt|dart ?charge|congestion charge|ulez|parking (?:fine|ticket|charge|violation|notice)|penalty charge|pcn|traffic (?:fine|violation|offen[cs]e)|speeding (?:fine|ticket)|toll road|turnpike|e-?toll|saman(?: trafik)?|tilang)\b/,
      /\b(?:multas? de (?:transito|trafico)|multa pendente|comparendo|detran|simit|peaje|gecis ucret\w*|hgs|ogs|phat nguoi|pedagio|peage|maut)\b|مخالفة مرورية|штраф|כביש 6|קנס/,
    ],
    owed: [
      /\b(?:unpaid|outstanding|overdue|past due|balance|due|not paid|did not pay|didn'?t pay|invoice|final notice|tertunggak|belum (?:dibayar|bayar)|pendiente|odenmedi\w*|odenmemis|chua nop|pendente|impaye)\b|неоплачен|חוב/,
    ],
    pay: [affirmative(PAY)],
    link: [LINK, CLICK],
    pressure: [PRESSURE, /\b(?:late fee|penalt\w+|licen[cs]e suspension|court|fine of)\b/],
    // "Your prepaid toll balance is low, we'll top it up from your card": the operator's own reminder about
    // money you hold with them, not a debt.
    lowBalance: [
      /\b(?:balance (?:is |has )?(?:low|running low|below|under|fallen below|dropped below)|low (?:account )?balance|(?:automatically|auto) (?:top(?:ped)?[- ]?up|replenish\w*|recharg\w*|reload\w*))\b/,
    ],
    debt: [/\b(?:unpaid|outstanding|overdue|past due|not paid|did not pay|didn'?t pay|final notice)\b/],
    // "Pay at eflow.ie or any Payzone outlet": the operator's shops and counters; a fake site has none.
    inPerson: [
      /\b(?:or|and) (?:at |in )?(?:any|a|your (?:local|nearest)) (?:\w+ ){0,2}(?:outlet|store|shop|post office|branch|payzone|paypoint|pay ?point)s?\b/,
    ],
  },
  hook: ['toll', 'owed'],
  request: ['pay', 'link'],
  assess(has, facts) {
    if (!has('toll') || !(has('owed') || has('pressure'))) return null;
    if (has('lowBalance') && !has('debt')) return null;
    if (has('inPerson') && !hasRiskyLink(facts)) return null;
    if (has('pay') && sendsOnline(has('link'), facts)) return 'pay-through-link';
    // "Your 407 ETR statement is available, payment due April 3": a statement with no way to pay in it. "Pay at
    // nzta.govt.nz/tolling or call 0800 40 20 20": the operator's own site and its free line.
    const lineToPay = facts.phones.some((phone) => phone.kind !== 'toll-free' && phone.kind !== 'short-code');
    return has('link') || (has('pay') && lineToPay) ? 'pay-or-link' : null;
  },
});

export const government = defineFamily({
  family: 'government',
  title: 'Government, tax refund or grant lure',
  cues: {
    authority: [
      /\b(?:hmrc|hm revenue|revenue (?:&|and) customs|irs|gov\.?uk|gov\b|government|federal|dvla|ato|mygov|centrelink|income ?tax|tax (?:department|office|authority|refund|rebate)|fiscal|council tax|department of|ministry|social security (?:administration|benefits?|office|department)|medicare|nhs|usa\.gov|treasury|court|tax authorit\w*|revenue (?:service|agency)|bailiffs?|cra|sars|fbr|police|sheriff'?s?|marshals?|deputy|cyber ?(?:cell|crime|police)|crime branch|(?:police )?inspector|cbi|narcotics|ncb|enforcement directorate|trai|magistrate|ofgem|ofcom|dwp|universal credit|hmcts|tv licen[cs]ing|ssa|uscis|dmv|iras|cpf|ird|nzta|spf|police force|service ?ontario|service canada|centrelink|medicaid|lhdn|hasil|jpj|pdrm|polis diraja|polisi)\b|\b(?:bundeszentralamt|finanzamt|receita federal|dgfip|assurance maladie|ameli|caf|urssaf|antai|impots\.gouv|agencia tributaria|hacienda|agenzia (?:delle )?entrate|belastingdienst|skatteverket|urzad skarbowy|direction generale des finances)\b|\b(?:bisp|benazir|csgt|cong an|cuc thue|afip|sunat|anaf|kemnaker|savci\w*|cumhuriyet savcisi|policie|policie cr|polizei|polizia(?: postale)?|policja|politie|policia|polda|polres|guardia civil|carabinieri|gendarmerie|ministerio publico|fiscalia|procura della repubblica|prokuratura|bassavcilig\w*|khk|kriminalkommissar\w*|commissario|asp\.)\b|公安|入境處|入境处|刑侦|刑偵|检察院|檢察|กรมสรรพากร|شرطة|госуслуг|国税庁|税務署|警察|국세청|경찰|검찰|지검|지방검찰청|금융감독원|금감원|건강보험|国税局|税务局|海关|海關|أبشر|المرور|الجوازات/,
    ],
    benefit: [
      /\b(?:tax (?:refund|rebate|credit)|refund|rebate|stipend|(?:grocery|food|utility|healthy food) allowance|bayaran balik(?: cukai)?|hoan thue|grant|stimulus|relief payment|subsidy|benefit|cost[- ]of[- ]living|energy (?:bill|rebate|support|credit)|(?:payment|amount|grant|funds?|relief) (?:of [^.]{0,20} )?(?:has been |is |was )?approved|free (?:\w+ ){0,2}(?:brace|test kits?|monitor|device|scooter|wheelchair)|eligible|you qualify|qualif\w+ for|approved for|compensation|(?:loan|debt) (?:forgiveness|relief|cancell?ation|discharge)|forgiven(?:ess)?|gst(?:\/hst)? credit|carbon rebate|climate action incentive)\b/,
      /\b(?:raqam|qurandazi|\w*ruckerstattung|steuererstattung|reembolso|remboursement|rimborso|restituicao|devolucion|teruggave|terugbetaling|zwrot podatku|income support|qist|imdad|suma de restituit|restituire|bsu)\b|เงินคืน|компенсац|выплат|виплат/,
    ],
    debt: [
      /\b(?:tax debt|owe|outstanding (?:tax|balance|debt)|unpaid (?:tax|fine)|under-?payment|underpaid|escalat\w* to enforcement|enforcement action|arrears|penalt\w+|fine of|court action|legal action|arrest warrant|warrant)\b|未払い|未納|滞納|差押え|미납|체납|압류|欠税|欠费|غرامة|الغرامة|مخالفة/,
      // "Seu CPF apresenta pendências e será cancelado": a tax number said to be in trouble, in Portuguese and Spanish.
      /\b(?:cpf|rfc|nif|curp|cuit|codice fiscale)\b.{0,40}\b(?:pendencias?|irregular\w*|sera (?:cancelado|bloqueado|suspenso)|cancelad[oa])\b/,
    ],
    request: [
      affirmative(/\b(?:claim|apply|verify|confirm|submit|provide|enter|reply with)\b/),
      affirmative(/\bupdate (?:your )?(?:[\w-]+ ){0,2}(?:details|information|info)\b/),
      // "A cost-of-living adjustment on your file needs verification": the request, put as the file's need.
      /\b(?:needs?|requires?|pending) (?:your )?verification\b/,
      affirmative(
        /\b(?:your )?(?:ssn|bank details|card details|account details|sort code|national insurance)\b/,
      ),
      affirmative(/\b(?:processing fee|pay (?:now|today|the|a|your)|gift cards?)\b/),
      affirmative(/\breply (?:yes|y)\b/),
      affirmative(/\b(?:bhej(?:ein|en|ain|o|do)|cnic|completati)\b|перейдите|ยืนยัน/),
      affirmative(
        /\b(?:beantragen|solicit(?:ar|e)|regularize\w*|regularizar|reclamer|richiedere|aanvragen|demander|completer le formulaire|mettre a jour vos informations|confirmer vos coordonnees)\b/,
      ),
    ],
    link: [LINK, CLICK],
    call: [
      affirmative(CALL),
      /\bis number (?:\+?\d[\d -]{6,}\d )?(?:par|pe) (?:bhej\w*|rabta|call|sms)/,
      /按\s?1|转接/,
      // "Join the video statement with the DCP now", "Skype par baat karni hogi", "officer se baat karo 78203…": the
      // "digital arrest" keeps its victim on a video call.
      /\b(?:join|attend|stay on|connect to) (?:the |a |an )?(?:video|skype|whatsapp) (?:call|statement|hearing|interrogation|verification|enquiry|inquiry)\b|\bvideo (?:statement|interrogation|hearing)\b|\bskype (?:par|pe|call|id|on)\b|\bon skype\b|\bse (?:abhi )?(?:skype (?:par|pe) )?baat kar\w*/,
      /연락 바랍니다|연락주시기|연락 주시기|연락하세요|전화 바랍니다|문의 바랍니다/,
    ],
    // "You have received an INTERAC e-Transfer from CRA": tax offices and agencies pay into the account on file, never
    // by a person-to-person transfer that the reader must accept by choosing a bank.
    // "Student Loan Forgiveness: final day to enroll, call 1-888…": the federal plan named without an agency.
    forgiveness: [/\b(?:(?:student )?loan|debt|balance) (?:forgiveness|cancell?ation|discharge)\b/],
    personalTransfer: [/\b(?:interac|e-?transfer|zelle|cash ?app|venmo)\b/],
    arrest: [/\b(?:arrest\w*|warrant|police|prosecut\w+|lawsuit|jail|prison)\b|拘留|逮捕|警方/],
    hurry: [PRESSURE, /\bdeadline\b|\b(?:final|last) day\b/],
    // "Log in to the e-filing portal to view the intimation", "the client portal (same login as last year)", "credited to
    // your pre-validated bank account": the tax office's or the accountant's own portal and the account on file.
    official: [
      OWN_NUMBER_OR_SETTINGS,
      /\b(?:log|sign) ?in to (?:the |your )?(?:e-?filing|income tax|client|tax|online tax) (?:portal|account)\b|\bsame login as last year\b|\bpre-?validated (?:bank )?account\b/,
    ],
    details: [REPLY_WITH_DATA],
    reply: [affirmative(/\breply (?:yes|y|now|with|to (?:claim|apply|confirm))\b/)],
    asked: [
      affirmative(
        /^(?:please |kindly )?(?:claim|apply|verify|confirm|submit|provide|enter|complete|fill)\b|\b(?:please|kindly|you (?:must|need to|should|are required to)) (?:\w+ )?(?:claim|apply|verify|confirm|submit|provide|enter|complete|fill)\b/,
      ),
    ],
    // "A case is registered on your Aadhaar for money laundering", "a parcel in your name contains drugs": the
    // "digital arrest" script. Police and courts summon in writing; they do not keep you on a call.
    accusation: [
      // "A parcel in your name with 200gm MD drugs was seized", "usme fake passport aur drugs hain", "aapke khilaf
      // complaint ki hai", "your Aadhaar is being used for illegal activity".
      /\b(?:parcel|package|shipment|courier)\b.{0,80}\b(?:drugs|narcotics|fake passports?|contraband|mdma|cocaine|heroin|ganja|charas)\b.{0,80}\b(?:seized|found|intercepted|detained|hain|mile)\b|\b(?:seized|intercepted|roka|pakda)\b.{0,60}\b(?:drugs|narcotics|fake passports?|mdma|cocaine|heroin)\b|\b(?:aapke|apke|tumhare|tere) khilaf\b|\b(?:aadhaar|aadhar|pan|sim|cnic|ssn|social security number)\b.{0,30}\b(?:is |was |has been |being )?(?:used|misused|linked) (?:for|in|to) (?:illegal|criminal|fraud\w*|money laundering|harassment|\d+ (?:bank )?accounts)\b/,
      /\bcase (?:no\.?|number|id) ?[\w/.-]+ (?:has been |is |was )?(?:registered|filed|booked|lodged|opened)\b|\b(?:case (?:has been |is |was )?(?:registered|filed|booked|lodged|opened)|flagged for (?:fraud|money laundering)|money laundering|illegal (?:drugs|items|goods|parcel|package|passports|activit\w+|sims?|sim cards?|connections?)|case se bachne|contains? (?:illegal|drugs|narcotics)|drug trafficking|(?:assist|help|cooperate) (?:\w+ )?(?:with |in )?(?:an |the |a |our |ongoing )*(?:investigation|inquiry|enquiry)|involved in (?:a |an )?(?:criminal |fraud |money laundering )?(?:case|investigation|crime|fraud)|(?:fir|complaint) (?:has been |is |was )?(?:filed|registered|lodged)|digital arrest|non-?bailable)\b/,
      /금융범죄|연루되|명의로 개설된|대포통장|洗钱|涉嫌|洗錢|洗黑钱|洗黑錢|通缉令|通緝令/,
      /\b(?:sorusturma\w*|dolandiricilik sorusturma\w*|trestni oznameni|trestniho rizeni)\b/,
      // "Gegen Sie liegt ein Haftbefehl vor", "una segnalazione a suo nome per frode", "trestní řízení", "vụ án rửa tiền",
      // "mandat d'arrêt", "orden de arresto": the same accusations in other languages.
      /\b(?:(?:vollstreckungs)?haftbefehl|strafverfahren|ermittlungsverfahren|strafanzeige|segnalazione a suo nome|frode online|postepowani\w*|trestni rizeni|prikaz k zatceni|rua tien|vu an|mandat d'arret|poursuites? judiciaires?|orden de (?:arresto|captura|aprehension)|teror orgutu\w*|terör örgütü\w*|narkoba)\b/,
      /\b(?:pengubahan wang haram|pencucian uang|terlibat dalam kes)\b/,
    ],
  },
  hook: ['benefit', 'debt', 'accusation', 'authority'],
  request: ['request', 'link', 'call'],
  assess(has, facts) {
    if (has('accusation') && (has('arrest') || has('authority')) && (has('call') || has('link')))
      return 'accusation-and-call';
    const offer = has('benefit') || has('debt');
    if (!offer) return null;
    if (has('authority') && has('benefit') && has('personalTransfer')) return 'authority-payment-by-transfer';
    // "Search 'Self Assessment' on GOV.UK and sign in": a tax office sends you the way you already know, and
    // gives no link or number of its own.
    if (has('official') && !hasLink(facts) && !hasPhone(facts)) return null;
    const online = sendsOnline(has('link'), facts);
    if (has('authority') && has('request') && online) return 'authority-request-through-link';
    // A request must be the reader's to act on: through a link, a number, a reply, or asked outright ("please
    // submit the refund request"). "I'll confirm your federal refund", says the accountant, is talk.
    const reachable =
      online || (has('call') && hasPhone(facts)) || has('details') || has('reply') || has('asked');
    if (has('authority') && (online || (has('request') && reachable))) return 'authority-request-or-link';
    // "HMRC: a warrant has been issued, call 0203 … to avoid arrest", "call our compliance officer before 5pm today":
    // tax offices write, they do not phone threats or deadlines. A council that texts about arrears gives its number too; the threat of arrest is the tell.
    if (has('authority') && has('debt') && (has('arrest') || has('hurry')) && has('call') && hasPhone(facts))
      return 'authority-debt-and-number-to-call';
    // "You may qualify for full loan forgiveness under the federal plan. Deadline Friday, call 866…": a benefit
    // with a deadline and a number to ring. Agencies send you to their own site; they do not hurry you to a line.
    if (
      (has('authority') || has('forgiveness')) &&
      has('benefit') &&
      has('hurry') &&
      has('call') &&
      hasPhone(facts)
    )
      return 'authority-benefit-deadline-and-number';
    // Without an authority named, the refund must be behind a site hardly anyone visits: "verify on staging"
    // beside a GitHub link is work, not a lure.
    return has('request') && hasUnknownLink(facts) && has('benefit') ? 'benefit-request-through-link' : null;
  },
});
