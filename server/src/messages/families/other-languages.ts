/**
 * The families' concepts in Spanish, French, German, Italian, Portuguese, Dutch, Danish, Norwegian and
 * Swedish (and, for the commonest lures, Finnish, Malay and Indonesian): a parcel held for a fee, an account blocked until you verify it, a prize to claim, a child on a
 * new number asking for a transfer. Scam campaigns run the same script in every market, so the families
 * reason on what a message asks, whatever its language; these are the words, in match form (lower case,
 * accents dropped: "gebuhr" for Gebühr, "numero" for número; æ and ø stay). Each list is a concept, not a
 * campaign's phrasing, and ordinary messages in these languages are in the tests beside the scams.
 */

const words = (list: string) => new RegExp(String.raw`\b(?:${list})\b`);
/** Words in Latin script (whole words) and in other scripts, where \b does not see word edges. */
const wordsAndScripts = (list: string, scripts: string) => new RegExp(String.raw`\b(?:${list})\b|${scripts}`);

/** Adds another language's words to an English cue: the English pattern is kept as it is. */
export function alsoIn(english: RegExp, other: RegExp): RegExp {
  return new RegExp(`(?:${english.source})|${other.source}`);
}

export const OTHER = {
  parcel: wordsAndScripts(
    String.raw`paquete|envio|encomienda|colis|paquet|livraison|paket|pakete|sendung|zustellung|pacco|spedizione|consegna|pakket|zending|bezorging|encomenda|pacote|pakke|pakken|forsendelse|forsendelsen|levering|leverans|leveransen|forsandelse|forsandelsen|paketti|pakettisi|paketin|lahetys|lahetyksesi|lahetyksen|toimitus|toimituksen|paczk\w*|przesy[lł]k\w*|kargo\w*|gonderi\w*|buu kien|buu pham|don hang|goi hang|bungkusan|parsel|pakej|colet\w*|kifurushi`,
    String.raw`お荷物|荷物|配達|宅配|택배|배송|소포|包裹|快递|快遞|شحنتك|شحنة|الشحنة|طرد|طردك|お届け|配送|พัสดุ|посылк|отправлени|посилк|відправлен|δέμα|δεμα|חבילה|包裹`,
  ),
  // Held, not delivered, unpaid: "retenido", "n'a pas pu être livré", "konnte nicht zugestellt werden".
  parcelProblem: wordsAndScripts(
    String.raw`tertahan|ditahan|lihat foto (?:paket|barang)|(?:wacht|wartet|en espera|en attente|in attesa|aguarda|venter|vantar) (?:op |auf |de |di |pa )?(?:la |le |die )?(?:betaling|zahlung|pago|paiement|pagamento|betalning)|retenid[oa]|no (?:se )?(?:ha )?(?:podido|puede|pudo|pudimos) (?:ser )?entregar?\w*|no fue posible entregar\w*|n'a pas pu etre (?:livre|distribue)e?|en attente|konnte nicht zugestellt|nicht zugestellt|zuruckgehalten|angehalten|non (?:e stato possibile|puo essere|e stato) consegnat\w*|in giacenza|in sospeso|kon niet (?:worden )?bezorgd|niet bezorgd|tegengehouden|retid[oa]|nao foi possivel entregar|kunne ikke leveres|ikke (?:blevet )?leveret|kan inte levereras|kunde inte levereras|impagad[oa]s?|no pagad[oa]s?|impaye\w*|unbezahlt|non pagat[oi]|onbetaald|nao pag[oa]s?|ubetalt|obetald|odottaa (?:toimitusta|maksua)|ei voitu toimittaa|pidatetty|maksamaton|teslim edilemedi|adres bilgisi eksik|khong the giao|giao hang (?:khong )?thanh cong|tidak dapat dihantar|gagal dihantar|nu a putut fi livrat|kimezuiliwa`,
    String.raw`不在|持ち帰り|保管中|地址不詳|無法派送|无法派送|주소불명|주소 불명|보관중|보관 중|반송|미배송|无法投递|無法投遞|地址不详|地址不全|معلقة|متوقفة|لم يتم التسليم|تعذر التسليم|不備|보류|ไม่สามารถจัดส่ง|не может быть доставлен|не удалось доставить|не може бути доставлен|لم نتمكن من توصيل|غير مكتمل|δεν παραδόθηκε|δεν παραδοθηκε|ממתינה לתשלום`,
  ),
  fee: wordsAndScripts(
    String.raw`tasas?|aduanas?|gastos de envio|aranceles?|frais|douane|droits de douane|gebuhr\w*|zoll\w*|versandkosten|gebyr\w*|afgift\w*|avgift\w*|tull|tullen|tullavgift\w*|dogana|dazi|spese|tass[ae]|verzendkosten|douanekosten|invoerrechten|taxas?|alfandega\w*|tulli|tullimaksu|tullimaksun|toimitusmaksu|toimitusmaksun|dop[lł]at\w*|op[lł]at\w*|ucret\w*|gumruk\w*|phi (?:van chuyen|giao hang|hai quan)|cukai|taxa de|ushuru|phi ho so`,
    String.raw`מכס`,
  ),
  pay: wordsAndScripts(
    String.raw`pague|pagar|pagando|paghi\w*|pagu[ei]\w*|abone|payer|payez|regler|reglez|paiement|zahlen|bezahlen|zahlung|betal\w*|pagare|paga|pagamento|pago|betaal|betalen|betaling|maksa\w*|bayar|jelaskan bayaran|ode(?:me\w*|yin\w*|yiniz|nmemis\w*|nmedi\w*)|thanh toan|nop phat|nop tien|chuyen khoan|bayaran|transfier\w*|ureguluj\w*|op[lł]ac\w*|zap[lł]ac\w*|achitati|achita|lipa|plateste`,
    String.raw`未払い|未納|お支払い|支払|결제|납부|미납|缴费|繳費|付款|支付|ادفع|دفع|سداد|оплат|ชำระ|振込|πληρώστε|πληρωστε|לתשלום`,
  ),
  accountThreat: wordsAndScripts(
    String.raw`itafungwa|imefungwa|itazimwa|omezen\w*|zablokovan\w*|pozastaven\w*|band (?:kar diya|ho) jaye?ga|block (?:kar diya|ho) jaye?ga|bloquead[oa]s?|bloque(?:e|es|ee|ees)?|bloqueio|suspendid[oa]s?|suspendu(?:e|es|s)?|suspension|suspens[oa]s?|gesperrt|sperrung|eingeschrankt|deaktiviert|spærret|spaerret|spærres|sparrat|sparras|sparrad|bloccat[oaie]|sospes[oaie]|disattivat[oaie]|geblokkeerd|opgeschort|gedeactiveerd|actividad sospechosa|activite suspecte|attivita sospetta|atividade suspeita|verdachtige|ungewohnlich\w*|inusual|inhabituel\w*|insolit[oa]|ongebruikelijk\w*|misstank\w*|mistænk\w*|mistaenk\w*|caducad[oa]|expirad[oa]|expira (?:hoy|pronto|manana)|abgelaufen|lauft ab|scadut[oa]|in scadenza|verlopen|verloopt|suljettu|lukittu|lukitaan|estetty|estetaan|jaadytetty|tukos|epailyttav\w*|poikkeav\w*|vanhentu\w*|no (?:podra|podras|poder|puede) (?:usar|utilizar)|ne (?:pourrez|pourra|pouvez) plus utiliser|nicht mehr (?:nutzen|verwenden|benutzen)|non (?:potra|potrai|potrete) piu (?:usare|utilizzare)|supprimee|sera (?:definitivement )?supprime\w*|signalee|eliminad[oa]|sera eliminad[oa]|excluid[oa]|geloscht|desactivee|band kar diya gaya|block kar diya gaya|conta (?:ficou |esta |foi )?bloquead[ao]|tam khoa|bi khoa|bi phong toa|dibekukan|disekat|digantung|bi khoa|tam khoa|ngung cap|disekat|digantung|dibekukan|bondho kora\w*|bloke edil\w*|kisitlan\w*|tam ngung|itafungwa|imefungwa|deaktivovano`,
    String.raw`ανασταλ|αναστολ|μπλοκαρ|تم إيقاف|إيقاف|موقوف|تعليق|تجميد|مجمد|حظر|заблокирован|блокировк|приостановлен|سيتم حذف|利用停止|停止|凍結|制限|정지|차단|冻结|暂停|封锁|askiya|askiya|kapatil|заблоковано|блокуван|ระงับ|ถูกบล็อก|일시 정지|kisitlan|הוגבל|נחסם|деактивовано|失效|無効`,
  ),
  update: wordsAndScripts(
    String.raw`overte|overit|overeni|actualic\w*|actualiz\w*|verifiq\w*|verifique|mettre a jour|mettez a jour|mise a jour|aktualisier\w*|bestatig\w*|verifizier\w*|aggiorn\w*|conferm\w*|bijwerk\w*|bevestig\w*|verifieer\w*|atualiz\w*|opdater\w*|bekræft\w*|bekraeft\w*|uppdater\w*|oppdater\w*|bekrafta\w*|activ(?:ar|a|ez)|attiva\w*|aktivier\w*|ativ(?:e|ar)|riattiv\w*|remplissez|remplir|ausfullen|compila(?:re)?|compili|invullen|preench\w*|udfyld\w*|fyll i|vahvist\w*|paivit\w*|tunnistaudu|tunnistautu\w*|genaktiv\w*|xac thuc|xac minh|cap nhat|kemas ?kini|sahkan|guncelle\w*|dogrula\w*|cap nhat|xac minh|xac nhan|kemaskini|sahkan|aktif et\w*|uthibitishe|thibitisha|completati|verificati`,
    String.raw`επαληθευσ|επαληθεύσ|επιβεβαιωσ|επιβεβαιώσ|تحديث|تأكيد|обновит|подтверд|ご確認|確認|확인|업데이트|수정|更新|验证|驗證|核实|본인인증|인증|ยืนยัน|อัปเดต|оновіть|оновити|підтверд|לאימות|אימות|认证|認證|ενημερώστε|ενημερωστε`,
  ),
  click: wordsAndScripts(
    String.raw`haga clic|clic|clics|cliquez|cliquer|clique|klicken|klicke|klicka|klik|klikk|klikken|klikke|clicca|clicchi|appuyez|tippen|acced[ae]\w*|accedi|connectez|anmelden|einloggen|inloggen|log (?:ind|pa)|visite|visitez|besuchen|visita|bezoek|besok|klikkaa|napsauta|kay osoitteessa|kirjaudu|tikla\w*|truy cap|bam vao|nhan vao`,
    String.raw`tikla|перейдите|перейти|перейдіть|คลิก|클릭|접속|アクセス|اضغط`,
  ),
  call: wordsAndScripts(
    String.raw`skontaktuj\w*|zadzwon\w*|zavolejte|volejte|goi ngay|arayiniz|sampark kar(?:e|ein|en)|tumawag|call karein|call karen|call kare|call karo|rabta karein|rabta karen|llame|llamar|llamenos|llama al|llamanos|hubungi|sila hubungi|appelez|appeler|rufen sie|anrufen|chiam[ai]|chiamare|contatt\w*|contacte|bel (?:ons|naar|met)|bellen|ligue|ligar|ring til|ring oss|ring os|soita|soittakaa|goi (?:ngay|den|cho|so)|lien he|jogajog kor\w*|arayin\w*|comuniquese|comunicate|piga simu|sila hubungi|kontaktujte|kontaktuj|kontaktirajte|volejte|zavolejte`,
    String.raw`संपर्क कर|कॉल कर|फोन कर|致電|致电|添加qq|加qq|고객센터|arayin|позвоните|звоните|зателефонуйте|โทร|お電話|اتصل|الاتصال|καλέστε|καλεστε|כלם|كلم`,
  ),
  // A card payment or transfer made: "compra aprovada", "cargo de", "achat de", "Abbuchung", "transaksi".
  charge: words(
    String.raw`compra (?:aprovada|realizada|aprobada|efetuada|efectuada)|compra (?:no reconocida |nao reconhecida )?de|cargo (?:no reconocido |pendiente )?(?:de|por)|nuevo beneficiario|novo favorecido|transferencia (?:de|por)|pedido de|transaccion|transacao|achat (?:de|chez|effectue)|paiement de|abbuchung|belastung|zahlung (?:von|uber)|afschrijving|betaling van|addebito|transazione|transaksi|pembelian|pembayaran sebesar`,
  ),
  // "Not you?": "não reconhece?", "¿no fue usted?", "ce n'est pas vous ?", "nicht Sie?", "bukan Anda?".
  denial: words(
    String.raw`nao (?:reconhece|reconheca|reconheces|foi voce|fez)|no (?:reconoce|reconoces|fue usted|fuiste tu|la reconoce|lo reconoce|la reconoces|lo reconoces|ha sido usted|(?:lo |la )?(?:realizo|realizaste|hizo|hiciste|autorizo|autorizaste))|no reconocid[oa]|nao (?:a |o )?(?:realizou|autorizou)|nao reconhecid[oa]|(?:vous ne reconnaissez pas|ce n'est pas vous|pas vous|pas a l'origine)|nicht (?:sie|von ihnen|erkannt)|niet (?:herkent|door u|u)|non (?:riconosci|riconosce|sei stato tu|e stato lei)|bukan anda|tidak (?:mengenali|melakukan|merasa)`,
  ),
  bank: wordsAndScripts(
    String.raw`ucet|uctu|banco|banque|banca|cuenta|compte|konto|kontot|conto|rekening|conta|tarjeta|carte bancaire|carte|karte|carta|kaart|cartao|bankkort|kort|kortet|kortti|korttisi|korttia|pankki\w*|verkkopankki\w*|tai khoan|the ngan hang|ngan hang|akaun|akaun bank|nasabah|bca|bri|bni|mandiri|banka\w*|hesab\w*|ngan hang|tai khoan|akaunti`,
    String.raw`τραπεζα|τράπεζα|λογαριασμ|بطاقت|بطاقة|حسابك|البنك|بنك|карт[аыу]|счёт|счет|银行|账户|帐户|банк|銀行|口座|은행|계좌|ธนาคาร|บัญชี|בחשבונך|חשבון|בנק`,
  ),
  account: wordsAndScripts(
    String.raw`cuenta|compte|konto|kontot|conto|rekening|conta|acceso|acces|zugang|accesso|toegang|acesso|adgang|atkomst|identidad|identite|identitat|identita|identiteit|identidade|tili|tilisi|tililla\w*|tilin|henkilollisyy\w*|tunnukse\w*|votre page|ta page|tu pagina|su pagina|sua pagina|ihre seite|la tua pagina|tai khoan|akaun|hesab\w*|akaunti`,
    String.raw`حسابك|حساب|بطاقت|خدماتك|الهوية|هويتك|بياناتك|аккаунт|учетн|учётн|アカウント|계좌|계정|口座|บัญชี|акаунт|обліков|认证|認證`,
  ),
  won: wordsAndScripts(
    String.raw`ai castigat|ati castigat|(?:has|ha|hai|avete|heeft|hebt|har|tem) (?:ganado|gagne|gewonnen|vinto|ganho|vundet|vunnit)|vous avez gagne|(?:numero|compte|ligne) a gagne|nanalo ka|nanalo|tahniah|memenangi|anda menang|umeshinda|umejishindia|pemenang|undian|select (?:hua|ho gaya|kiya gaya) hai|inaam jeet\w*|jeet (?:gaye|gayi|liya) hai|jeeta hai|terpilih (?:mendapatkan|sebagai|memenangkan)|mendapatkan hadiah|ganador|ganaste|gagnant|gewinner|vincitore|winnaar|vencedor|vinder|vinnare|felicidades|felicitaciones|felicitations|gluckwunsch|congratulazioni|gefeliciteerd|parabens|tillykke|grattis|premio|sorteo|loteria|lotteria|tirage au sort|gewinnspiel|verlosung|voitit|olet voittanut|onnittelut|voittaja|imeshinda|namba yako imeshinda|umechaguliwa|ganadora|ganadores|seleccionad[oa] (?:como )?ganador\w*|kazandiniz|trung thuong|chuc mung ban|jeet gay[ae]|jeet liya|jiteche|mubarak ho|abhinandan|terpilih sebagai pemenang|kazandi\w*`,
    String.raw`ربحت|فزت|لقد ربح|الفائز|فائز|مبروك|вы выиграли|выиграли|победител|中奖|恭喜|kazandiniz|tebrikler|ยินดีด้วย|당첨|当選|виграли|ربحت|нараховано|начислен|كسب`,
  ),
  reward: wordsAndScripts(
    String.raw`valores (?:esquecidos|a receber)|dinheiro esquecido|premio|regalo|cadeau|cadeaux|bon d'achat|geschenk|gutschein|buono|cadeaubon|gavekort|presentkort|palkinto\w*|lahjakortti\w*|zawadi|hediye ceki|hediye cek|hediye\w*|odul\w*|qua tang|giai thuong|inaam|hadiah|hadiah|zawadi`,
    String.raw`جائزة|جائزه|درهم|ريال|دينار|приз|奖金|奖品|รางวัล|경품|賞品|подар|приз|الجايزة|допомог|виплат`,
  ),
  claim: wordsAndScripts(
    String.raw`retirer|pour (?:retirer|recevoir|encaisser)|kuzipokea|revendica\w*|upokee|kupokea|pencairan|i-?claim|klaim|reclam(?:a|e|ar|ala|elo|ez|er)|recuper(?:ar|alo|er|ez|a|are)|canjea\w*|cobrar|abholen|einlosen|einfordern|riscatt\w*|ritira\w*|ophalen|verzilver\w*|resgat\w*|hent (?:din|dit|den|det)|hamta\w*|inlos\w*|lunasta\w*|kupokea|kuipokea|pokea|confirmar tu premio|abona\w*|gastos de (?:gestion|envio)|confirmer (?:votre|ton) (?:prix|gain|lot)|tuntut|almak icin|almak icin|nhan thuong|nhan qua|hasil karne|taka pete|tuntut|info hub|hub:`,
    String.raw`للمطالبة|لاستلام|للاستلام|استلام|получить|забрать|领取|受け取|수령|รับรางวัล|تستلم|щоб отримати|чтобы получить`,
  ),
  relative: wordsAndScripts(
    String.raw`^(?:ahoj mami|ahoj tati|me oi|ma oi|bo oi)\b|^(?:maman|papa|mama|mam|pap|mutti|vati|mae|pai|mami|papi),? (?:c'est moi|ich bin'?s|ik ben het|sou eu|soy yo|it'?s me|kan|kun|kannst|peux|pode|puedes)\b|(?:hola|coucou|salut|bonjour|hallo|ciao|hoi|ola|oi|hej|halo|hai) (?:mama|mami|papa|papi|maman|mamma|mam|pap|mae|pai|mor|far|mutti|vati|ibu|bunda|ayah|mak)|^(?:mama|mami|papa|papi|maman|mamma|mae|mutti|vati|ibu|bunda|ayah|mak|mum|mom|dad)(?=,)|^buna (?:mami|mama|tati)\b|^anne\b`,
    String.raw`^μαμά|^μαμα|^μπαμπα|אמא|يا ماما|^ماما|^يبه|^يمه|^お母さん|^お父さん|^爸|^媽|^妈`,
  ),
  // "Mamá se me rompió el teléfono…", "Hola pa, soy yo": a parent addressed without a comma (German and Dutch write "Mama
  // neue Nummer" too, so this counts only beside money or trouble).
  kinOpening: words(
    String.raw`^(?:mama|mami|mamita|mae|mainha|papi|painho)|(?:hola|oi|ola) (?:pa|ma|jefa|jefe|mainha|painho)`,
  ),
  newNumber: wordsAndScripts(
    String.raw`nove cislo|nowy numer telefonu|doi so moi|so moi cua (?:con|em)|bagong (?:number|numero)|(?:auf dem |mit dem |vom )?neue[mns]? handy|(?:nuevo|nouveau|neue|neuen|nuovo|nieuwe|nieuw|novo|nyt|nytt|nye|nya) (?:numero|nummer)|tappat (?:min|mobilen|telefonen)|(?:numero|nummer) (?:nuevo|nuovo|novo)|change de numero|nummer gewechselt|cambiato numero|(?:movil|telefono|portable|telephone|handy|telefoon|telemovel|mobil|telefon|cellulare) (?:se (?:me )?(?:ha )?rompio|esta roto|roto|est casse|casse|ist kaputt|kaputt|si e rotto|e rotto|rotto|is kapot|kapot|avariou|partiu|er i stykker|gick sonder|ar trasig)|se me rompio el (?:movil|telefono)|uusi numero\w*|naya number|purana number (?:band|bandh|kho|kharab)\w*|(?:mera|meri) (?:phone|sim|mobile) (?:kho|toot|band|kharab|gir)\w*|new number hai|uuden numeron|(?:nomor|nombor|no) (?:baru|hp baru)|ganti nomor|tukar nombor|(?:troquei|mudei) de (?:numero|celular|telefone)|cambie de numero|te escribo (?:desde|de) (?:uno|un (?:movil|telefono|cel|celular|celu)|el (?:movil|telefono|cel|celular|celu) de (?:un|una) \w+) prestado|(?:este|esse|este es|esse e) (?:es |e )?(?:el |o |mi |meu )?(?:nuevo numero|numero nuevo|novo numero|numero novo)|(?:me )?(?:robaron|roubaram) (?:el|o|mi|meu) (?:celu|cel|celular|movil|telefono|telefone)|(?:arreglaron|arreglando) el (?:cel|celu|celular|movil|telefono)|meu (?:celular|telefone) (?:quebrou|caiu|foi roubado|estragou)|j'ai change de numero|numarul nou|mi s-a stricat telefonul|yeni numara\w*|naye number se|phone kharab|nomor (?:lama )?hilang|nomor baru|nimebadilisha (?:line|laini|namba|number)|(?:line|laini|namba) mpya|simu (?:yangu )?(?:imeibiwa|imeharibika|imepotea|imeanguka)|nimepoteza simu`,
    String.raw`νέο μου νούμερο|νεο μου νουμερο|καινουργιο μου νουμερο|καινούργιο μου νούμερο|המספר החדש|رقمي الجديد|新しい番号|携帯を変え|スマホ壊れ|換號碼|换号码|新號碼|新号码|з нової сімки|новий номер`,
  ),
  moneyAsk: wordsAndScripts(
    String.raw`chuyen (?:giup|cho) (?:con|em|minh)|siapkan \d+ ?(?:jt|juta)|swisha\w*|pakipasa\w*|padalhan|tuma (?:pesa|hela)|nitumie|bhej (?:do|de|dijiye|dena)|(?:gpay|google pay|paytm|phonepe|upi) (?:kar|kardo|karde|kar do|kar de|pe bhej\w*)|tolong (?:transfer|kirim|bayar)|transfer\w* .{0,30}\b(?:rekening|akaun)|kirim (?:uang|duit)|pinjam (?:uang|duit)|hantar duit|paiement urgent|pago urgente|pagamento urgente|dringende (?:zahlung|uberweisung)|transferencia|bizum|virement|uberweisung|bonifico|overboeking|overmaken|chave pix|via pix|por pix|(?:fazer|faz|manda|mandar) (?:um )?pix|me (?:transfieras|transfiera|deposites|deposite|depositas|haces un bizum|hagas un bizum)|o pix (?:e|eh) (?:de )?r\$|overforsel|swish|mobilepay|tikkie|(?:puedes|podrias|peux|pourrais|kannst|konntest|puoi|potresti|kun je|kan je|kun jij|kan jij|podes|pode|kan du) .{0,40}\b(?:pagar|payer|zahlen|bezahlen|pagare|betalen|betale|betala|transferir|virer|uberweisen|prestar|preter|avancer|m'avancer|depanner|leihen|prestare|lenen|emprestar|lane|lana)|(?:enviar|envoyer|schicken|senden|mandare|inviare|sturen|mandar)\w* .{0,25}\b(?:dinero|argent|geld|soldi|dinheiro|penge|pengar|euros?)|atabilir misin|gonderir misin|yollar misin|unitumie\w*|nitumia\w*|tuma kwa (?:namba|hii|number|no)|envoie[- ]moi \d|envoyez[- ]moi \d|(?:par|via|sur) (?:orange money|mtn money|moov money|wave|momo)|chuyen (?:cho|giup)|bkash kor\w*|jazzcash kar\w*|easypaisa kar\w*|am nevoie (?:urgent )?de \d|poti sa-?mi trimiti|pozycz`,
    String.raw`ابعتيلي|ابعتلي|حولي|تحول لي|تحولي لي|переведи|скинь|перекинь|позичити|позич|στείλεις|στειλεις|להעביר לי|محتاج \d|匯|转钱|轉一筆錢|转一笔钱`,
  ),
  // "Confirm the sale", "your item has been bought": a buyer's fake payment behind a link.
  saleTrick: words(
    String.raw`(?:sin querer|sem querer|por error|por engano|por equivocacion|par erreur|par megarde|aus versehen|per sbaglio|per errore)\b.{0,60}\b(?:bizum|pix|transferencia|mandado|enviado|enviei|mandei|fiz|virement|uberwies\w*|bonifico)|(?:bizum|pix|transferencia|virement|uberweisung|bonifico)\b.{0,60}\b(?:sin querer|sem querer|por error|por engano|por equivocacion|par erreur|par megarde|aus versehen|per sbaglio|per errore)|(?:mandei|enviei|transferi|fiz o pix|envie|mande|transferi|deposite)\b.{0,40}\b(?:a mais|de mas|de mais|en trop)\b|(?:a mais|de mas|de mais|en trop) (?:\w+ )?(?:por engano|por error|par erreur|por equivoco)|kimakosa|maling (?:number|numero)|napadalhan|jina litakuja|tuma kwenye (?:namba|nambari) hii|nimekutumia pesa|wrong send|(?:galti|galati|ghalti|ghalati|ghalat|galat|bhool|bhul) se\b.{0,60}\b(?:recharge|transfer|bhej|paise|payment|chale gaye|chala gaya|aa gaye|aa gaya)|nagkamali (?:po )?(?:ako )?(?:po )?(?:ng )?(?:send|padala)|(?:vul|bhul) kore\b.{0,60}\b(?:chole gese|chole geche|pathiyechi|pathano|gese)|(?:confirm(?:e|ar|er|ez)|complete|bestatigen sie|conferma(?:re)?|bevestig|bekræft|bekraeft|bekrafta) (?:la |le |den |de |a |o )?(?:venta|vente|verkauf|vendita|verkoop|venda|salg(?:et)?|forsaljning(?:en)?)|(?:producto|articulo|article|artikel|articolo|artigo|produit|prodotto) (?:ha sido|a ete|wurde|e stato|is|foi|er blevet|har) (?:comprado|achete|gekauft|acquistato|gekocht|comprado|kobt|kopt)`,
  ),
  sale: words(
    'articulo|articulos|article|artikel|articolo|artigo|producto|produit|prodotto|anuncio|annonce|anzeige|annuncio|advertentie|annonse',
  ),
  // Subscriptions and the means of paying for them: "din betalingsmetode blev afvist", "moyen de paiement refusé".
  billing: words(
    String.raw`betalingsmetode\w*|betalingsmiddel|betalingsoplysninger|betalningsmetod\w*|betalningsuppgifter|metodo de pago|moyen de paiement|mode de paiement|zahlungsmethode|zahlungsmittel|zahlungsinformationen|metodo di pagamento|betaalmethode|betaalgegevens|metodo de pagamento|abonnement\w*|suscripcion|abbonamento|assinatura|maksutapa\w*|tilaus\w*`,
  ),
  declined: words(
    String.raw`afvist|rechazad[oa]|refuse(?:e)?|abgelehnt|fehlgeschlagen|rifiutat[oa]|non riuscit[oa]|geweigerd|mislukt|recusad[oa]|falhou|avvist|avvisad|nekad|misslyckades|mislykkedes|hylatty|epaonnistui`,
  ),
  // The adult-dating lure: a stranger who is single, divorced or bored, and her photos or profile to see.
  available: words(
    String.raw`celibataire|divorc\w*|seule|coquine|libertine|sans tabou|plan cul|sous la couette|faire l'amour|(?:je )?(?:re)?cherche (?:un |une |1 )?(?:homme|mec|beau mec|femme|aventure|relation)|soltera|aburrida|sola y|discreta|divertirme|sin compromiso|busco (?:un |una )?(?:hombre|chico|mujer|aventura)|einsam|geschieden|gelangweilt|seitensprung|suche (?:einen |eine )?(?:mann|frau|abenteuer)|annoiata|avventura|eenzaam|gescheiden|verveeld|avontuurtje|solteira|entediada|ensom|ensam|skilt|skild|fraskilt|yksinainen|eronnut`,
  ),
  profile: words(
    String.raw`(?:mon|son|ses|mes) (?:profil|photos)|voir (?:mon|son|ses|mes|moi)|rejoins[- ]?moi|viens (?:tchatter|discuter|me voir)|tchatter|(?:mi|mis|su|sus) (?:perfil|fotos)|mira (?:mis|mi)|escribeme|(?:mein|meine|ihr|ihre) (?:profil|fotos|bilder)|(?:il mio|le mie|il suo|le sue) (?:profilo|foto)|(?:mijn|haar) (?:profiel|foto's|fotos)|(?:meu|minhas|seu|suas) (?:perfil|fotos)|(?:min|mine|mina|hendes|hennes) (?:profil|billeder|bilder)|profiilini|kuvani`,
  ),
  // A code "sent to your number by mistake", to be passed back: Spanish, French, Portuguese, Italian, German,
  // Indonesian/Malay, Swahili, Hindi in Latin script, Arabic.
  codeByMistake: new RegExp(
    String.raw`\b(?:sin querer|sem querer|codigo|code|codice|kode|otp|pin|nambari ya siri)\b.{0,60}(?:\b(?:por (?:error|equivocacion|engano)|par erreur|per (?:errore|sbaglio)|aus versehen|versehentlich|tidak sengaja|salah kirim|tersalah hantar|kimakosa|galti se)\b|بالخطأ)|\b(?:por (?:error|engano)|par erreur|per (?:errore|sbaglio)|aus versehen|tidak sengaja|salah kirim|kimakosa|galti se)\b.{0,60}\b(?:codigo|code|codice|kode|otp)\b|(?:رمز|كود).{0,30}بالخطأ|بالخطأ.{0,30}(?:رمز|كود)`,
  ),
  // Pictures of you, to be shown to everyone: "tengo tu video íntimo", "j'ai des vidéos compromettantes", "tumhara
  // video … upload kar dunga", "vou enviar para todos os seus contatos".
  exposure: words(
    String.raw`(?:tengo|tenemos) (?:tu|tus|un|unos) (?:video|videos|fotos)|video intimo|fotos intimas|videos? compromettantes?|j'ai (?:des|tes|vos) (?:videos|photos)|(?:tumhara|tumhari|aapka|aapki) (?:video|photo|pic)\w*|video call recording|(?:enviar|mandar|publicar|envoyer|publier|schicken|veroffentlichen|pubblicare|inviare) (?:\w+ ){0,3}(?:a todos|a tous|an alle|a tutti|para todos|a toda)|(?:upload|viral) kar (?:dunga|denge)`,
  ),
  // Work offered from home or part-time: "trabajo a tiempo parcial", "emploi à temps partiel", "lowongan kerja",
  // "ghar baithe kamaiye", "удалённая работа", "عمل بدوام جزئي".
  job: new RegExp(
    String.raw`\b(?:buscamos (?:personal|gente|personas|colaborador\w*|empaquetador\w*|asistentes?)|procuramos (?:pessoas|colaborador\w*)|oferta de (?:empleo|emprego|trabajo|trabalho)|werk vanuit huis|prac\w* zdaln\w*|prace z domova|trabajo desde casa|travail a domicile|lavoro da casa|kerja dari rumah|trabajo|empleo|emploi|travail|recrut\w*|lavoro|collaborator[ie]|vaga de emprego|trabalho|lowongan|kerja|kazi|wafanyakazi|naukri|ghar baithe|tiempo parcial|temps partiel|teilzeit|meio periodo|paruh waktu|nebenjob|heimarbeit|cong tac vien|tuyen ctv|tuyen dung|cong tac vien|lam viec online|viec lam tai nha)\b|работ[аыу]|بدوام جزئي|عمل من المنزل|兼职|刷单|点赞|日薪|日结|\b(?:ctv|viec lam|tuyen dung|pekerja|separuh masa|kerja sambilan|evden calis\w*|gorev\w*)\b|アルバイト|알바|부업|งานพาร์ทไทม์|งานออนไลน์|подработк|evden calis|\b(?:vaga|lucru de acasa|din confortul casei|ghore boshe)\b|在宅|お仕事|รับสมัครงาน|شغل من البيت|فرصة شغل`,
  ),
  // What the "work" is: liking, following, rating.
  easyWork: new RegExp(
    String.raw`\b(?:me gusta|j'aime|aimer des|like va (?:\S+ )?danh gia|danh gia san pham|noter des hotels|dar (?:like|likes)|cukup like|like dan follow|kupenda|rating dena|desde casa|a domicile|da casa|von zuhause|de casa|dari rumah|ghar baithe|ставить лайки)\b|ставить лайки|تقييم الفنادق|点赞|刷单|做任务|\b(?:urun begen\w*|begen\w*|chi can dien thoai)\b|좋아요|いいね|\b(?:avaliar hoteis|calificando productos|calificar productos|apreciezi videoclipuri|video like)\b|กดไลค์|لايكات`,
  ),
  codeAsk: words(
    String.raw`(?:m'envoyer|envoie-moi|envoyez-moi|me renvoyer|renvoie-moi|me transferer|me donner|donne-moi|dis-moi) (?:le|ce) code|(?:wygeneruj|wygenerowac|wygenerujesz|podaj|przeslij|wyslij)\w* (?:mi )?(?:\w+ )?kod(?:u)? blik|kod(?:u)? blik|(?:pases|pasa|pasame|mandes|mandame|envies|enviame|dictes|reenvies|passe|passa|mande|manda|envie|me envia|me passa|informe|informa|me informe|diga|me diga|digite|dime|dicta|dictame) (?:me )?(?:el|o|ese|esse|este) (?:codigo|code)|necesitamos (?:tu |su )?(?:numero de tarjeta|tarjeta)\b.{0,40}\bcodigo|(?:faciliteles?|facilitele|facilite|facilitar(?:le)?|proporcioneles?|proporcionele|proporcione|indique|digale|confirm\w*|repit\w*|leer(?:le|me)?|leale|le\w*) (?:\w+ ){0,3}?(?:el|o|ese|esse|este) codigo que (?:le |te |lhe )?(?:recibira|recibio|llegara|llego|chegou|chegar|vai chegar|recebeu|recebera|enviamos|enviaremos|mandamos)|(?:vous )?envoyer un code\b.{0,60}\b(?:me le (?:lire|donner|communiquer|dicter)|le lire|me le transmettre)`,
  ),
  pressure: wordsAndScripts(
    String.raw`(?:en|dentro de|sous|dans les|innerhalb von|entro|binnen|inden for|inden|inom) (?:las |les )?\d+ ?(?:horas|heures|h|stunden|ore|uur|timer|timmar)|inmediatamente|immediatement|sofort|subito|immediatamente|onmiddellijk|imediatamente|omgaende|(?<!\b(?:nothing|not|non|no) )urgente?|dringend|para evitar|pour eviter|zu vermeiden|per evitare|te voorkomen|for at undga|for att undvika|sonst wird|de lo contrario|sinon|altrimenti|anders wordt|caso contrario|heti|valittomasti|\d+ tunnin sisalla`,
    String.raw`至急|本日中|즉시|긴급|立即|马上|馬上|خلال \d+ ساع`,
  ),
} as const;
