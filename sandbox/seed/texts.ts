/**
 * Seed: what the sandbox says to a player, in the languages the tests and the screenshots
 * use, so a page in Arabic or Japanese shows the server's words in Arabic or Japanese and a
 * test can catch English leaking in. English is the source: every other language is looked
 * up from it, and a text without a translation stays English (as a real backend falls back).
 *
 * Keys are the English texts as the seed and the handlers write them; `{x}` stands for a
 * part that is kept as it is (a number, a game's name).
 */
export const SANDBOX_LANGUAGES = ['en', 'ar', 'ja', 'ko', 'th', 'pl', 'ru'] as const;
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number];
type Translations = Partial<Record<Exclude<SandboxLanguage, 'en'>, string>>;

/** Names and texts in answers: areas, servers, goods, channels, the promotion, recharge instructions, the banner. */
export const TEXTS: Record<string, Translations> = {
  // Areas and servers
  'East Realm': { ar: 'مملكة الشرق', ja: '東の王国', ko: '동쪽 왕국', th: 'อาณาจักรตะวันออก', pl: 'Królestwo Wschodu', ru: 'Восточное королевство' },
  'West Realm': { ar: 'مملكة الغرب', ja: '西の王国', ko: '서쪽 왕국', th: 'อาณาจักรตะวันตก', pl: 'Królestwo Zachodu', ru: 'Западное королевство' },
  'S{n} Aurora': { ar: 'S{n} أورورا', ja: 'S{n} オーロラ', ko: 'S{n} 오로라', th: 'S{n} ออโรรา', pl: 'S{n} Zorza', ru: 'S{n} Аврора' },
  'S{n} Borealis': { ar: 'S{n} بورياليس', ja: 'S{n} ボレアリス', ko: 'S{n} 보레알리스', th: 'S{n} บอเรียลิส', pl: 'S{n} Borealis', ru: 'S{n} Бореалис' },
  'S{n} Cinder': { ar: 'S{n} الجمر', ja: 'S{n} シンダー', ko: 'S{n} 신더', th: 'S{n} ถ่านไฟ', pl: 'S{n} Żar', ru: 'S{n} Пепел' },
  'S{n} Dune': { ar: 'S{n} الكثيب', ja: 'S{n} デューン', ko: 'S{n} 듄', th: 'S{n} เนินทราย', pl: 'S{n} Wydma', ru: 'S{n} Дюна' },
  'S{n} Ember': { ar: 'S{n} الشرارة', ja: 'S{n} エンバー', ko: 'S{n} 엠버', th: 'S{n} ถ่านแดง', pl: 'S{n} Ognik', ru: 'S{n} Уголёк' },
  // Goods
  '{n} Gems': { ar: '{n} جوهرة', ja: '{n}ジェム', ko: '젬 {n}개', th: '{n} เจม', pl: '{n} klejnotów', ru: '{n} кристаллов' },
  'Weekly Pass': { ar: 'بطاقة أسبوعية', ja: 'ウィークリーパス', ko: '주간 패스', th: 'บัตรรายสัปดาห์', pl: 'Karnet tygodniowy', ru: 'Недельный абонемент' },
  'Starter Pack': { ar: 'حزمة المبتدئين', ja: 'スターターパック', ko: '스타터 팩', th: 'แพ็กเริ่มต้น', pl: 'Pakiet startowy', ru: 'Стартовый набор' },
  'A handful of gems.': { ar: 'حفنة من الجواهر.', ja: 'ひと握りのジェム。', ko: '젬 한 줌.', th: 'เจมหนึ่งกำมือ', pl: 'Garść klejnotów.', ru: 'Горсть кристаллов.' },
  'A pouch of gems.': { ar: 'كيس من الجواهر.', ja: 'ジェムの小袋。', ko: '젬 한 주머니.', th: 'เจมหนึ่งถุง', pl: 'Sakiewka klejnotów.', ru: 'Мешочек кристаллов.' },
  'A chest of gems.': { ar: 'صندوق من الجواهر.', ja: 'ジェムの宝箱。', ko: '젬 한 상자.', th: 'เจมหนึ่งหีบ', pl: 'Skrzynia klejnotów.', ru: 'Сундук кристаллов.' },
  'A vault of gems.': { ar: 'خزنة من الجواهر.', ja: 'ジェムの宝物庫。', ko: '젬 금고.', th: 'คลังเจม', pl: 'Skarbiec klejnotów.', ru: 'Хранилище кристаллов.' },
  '100 gems a day for 7 days. Once every 7 days.': {
    ar: '100 جوهرة يوميًا لمدة 7 أيام. مرة واحدة كل 7 أيام.', ja: '7日間、毎日100ジェム。7日ごとに1回まで。', ko: '7일 동안 매일 젬 100개. 7일마다 1회.',
    th: 'รับ 100 เจมทุกวันเป็นเวลา 7 วัน ซื้อได้ 1 ครั้งทุก 7 วัน', pl: '100 klejnotów dziennie przez 7 dni. Raz na 7 dni.', ru: '100 кристаллов в день в течение 7 дней. Раз в 7 дней.',
  },
  'Gems, a mount and a title. Twice per role.': {
    ar: 'جواهر ومطية ولقب. مرتان لكل شخصية.', ja: 'ジェム、乗り物、称号。1キャラクターにつき2回まで。', ko: '젬, 탈것, 칭호. 캐릭터당 2회.',
    th: 'เจม พาหนะ และฉายา ซื้อได้ 2 ครั้งต่อตัวละคร', pl: 'Klejnoty, wierzchowiec i tytuł. Dwa razy na postać.', ru: 'Кристаллы, ездовое животное и титул. Дважды на персонажа.',
  },
  'A dragon hoard of gems.': { ar: 'كنز تنين من الجواهر.', ja: '竜の財宝ほどのジェム。', ko: '용의 보물만큼의 젬.', th: 'ขุมทรัพย์เจมของมังกร', pl: 'Smoczy skarb klejnotów.', ru: 'Драконье сокровище из кристаллов.' },
  // Payment channels (brand names such as PayPal or Razer Gold stay as they are)
  'In-game Card Points': { ar: 'نقاط البطاقات داخل اللعبة', ja: 'ゲーム内カードポイント', ko: '게임 내 카드 포인트', th: 'คะแนนบัตรในเกม', pl: 'Punkty kart w grze', ru: 'Игровые баллы карт' },
  'Gift Card': { ar: 'بطاقة هدايا', ja: 'ギフトカード', ko: '기프트 카드', th: 'บัตรของขวัญ', pl: 'Karta podarunkowa', ru: 'Подарочная карта' },
  'E-Wallet': { ar: 'محفظة إلكترونية', ja: '電子ウォレット', ko: '전자지갑', th: 'อีวอลเล็ต', pl: 'E-portfel', ru: 'Электронный кошелёк' },
  'Platform Pay': { ar: 'الدفع عبر المنصة', ja: 'プラットフォーム決済', ko: '플랫폼 결제', th: 'ชำระผ่านแพลตฟอร์ม', pl: 'Płatność platformy', ru: 'Оплата платформы' },
  'Credit Card': { ar: 'بطاقة ائتمان', ja: 'クレジットカード', ko: '신용카드', th: 'บัตรเครดิต', pl: 'Karta kredytowa', ru: 'Кредитная карта' },
  'Debit Card': { ar: 'بطاقة خصم', ja: 'デビットカード', ko: '체크카드', th: 'บัตรเดบิต', pl: 'Karta debetowa', ru: 'Дебетовая карта' },
  'Mobile Carrier': { ar: 'الدفع عبر شركة الاتصالات', ja: 'キャリア決済', ko: '휴대폰 결제', th: 'ชำระผ่านผู้ให้บริการมือถือ', pl: 'Płatność przez operatora', ru: 'Оплата через оператора связи' },
  'Bank Transfer': { ar: 'تحويل بنكي', ja: '銀行振込', ko: '계좌이체', th: 'โอนเงินผ่านธนาคาร', pl: 'Przelew bankowy', ru: 'Банковский перевод' },
  'Convenience Store': { ar: 'الدفع في المتجر', ja: 'コンビニ決済', ko: '편의점 결제', th: 'ชำระที่ร้านสะดวกซื้อ', pl: 'Płatność w sklepie', ru: 'Оплата в магазине' },
  // The promotion
  'Top-up Festival': { ar: 'مهرجان الشحن', ja: 'チャージフェスティバル', ko: '충전 페스티벌', th: 'เทศกาลเติมเงิน', pl: 'Festiwal doładowań', ru: 'Фестиваль пополнений' },
  'Gold Coins': { ar: 'عملات ذهبية', ja: '金貨', ko: '골드 코인', th: 'เหรียญทอง', pl: 'Złote monety', ru: 'Золотые монеты' },
  'Rare Mount': { ar: 'مطية نادرة', ja: 'レア乗り物', ko: '희귀 탈것', th: 'พาหนะหายาก', pl: 'Rzadki wierzchowiec', ru: 'Редкое ездовое животное' },
  'Legendary Weapon': { ar: 'سلاح أسطوري', ja: '伝説の武器', ko: '전설 무기', th: 'อาวุธระดับตำนาน', pl: 'Legendarna broń', ru: 'Легендарное оружие' },
  'Gems': { ar: 'جواهر', ja: 'ジェム', ko: '젬', th: 'เจม', pl: 'Klejnoty', ru: 'Кристаллы' },
  // Recharge instructions
  'Top-ups for {game} are credited to the role you choose.': {
    ar: 'تُضاف عمليات الشحن في {game} إلى الشخصية التي تختارها.', ja: '{game}のチャージは、選んだキャラクターに付与されます。', ko: '{game} 충전은 선택한 캐릭터에 지급됩니다.',
    th: 'การเติมเงินใน {game} จะเข้าสู่ตัวละครที่คุณเลือก', pl: 'Doładowania w {game} trafiają do wybranej postaci.', ru: 'Пополнения в {game} зачисляются выбранному персонажу.',
  },
  'A paid top-up reaches the game within 15 minutes. If it has not arrived by then, contact customer service with your billing number.': {
    ar: 'يصل الشحن المدفوع إلى اللعبة خلال 15 دقيقة. إن لم يصل خلال ذلك، فتواصل مع خدمة العملاء مع ذكر رقم الطلب.',
    ja: 'お支払い済みのチャージは15分以内にゲームに反映されます。反映されない場合は、注文番号を添えてカスタマーサポートにお問い合わせください。',
    ko: '결제한 충전은 15분 이내에 게임에 반영됩니다. 그때까지 반영되지 않으면 주문 번호와 함께 고객센터로 문의해 주세요.',
    th: 'การเติมเงินที่ชำระแล้วจะเข้าเกมภายใน 15 นาที หากยังไม่เข้า กรุณาติดต่อฝ่ายบริการลูกค้าพร้อมแจ้งหมายเลขคำสั่งซื้อ',
    pl: 'Opłacone doładowanie trafi do gry w ciągu 15 minut. Jeśli do tego czasu nie dotrze, skontaktuj się z obsługą klienta i podaj numer zamówienia.',
    ru: 'Оплаченное пополнение поступит в игру в течение 15 минут. Если этого не произошло, обратитесь в службу поддержки и укажите номер заказа.',
  },
  // Step 1's banner: its alt text and the words on its image
  'Top-up Festival: bonus rewards on every top-up this week': {
    ar: 'مهرجان الشحن: مكافآت إضافية مع كل عملية شحن هذا الأسبوع', ja: 'チャージフェスティバル：今週はチャージごとにボーナス報酬', ko: '충전 페스티벌: 이번 주 충전할 때마다 보너스 보상',
    th: 'เทศกาลเติมเงิน: รับรางวัลโบนัสทุกครั้งที่เติมเงินในสัปดาห์นี้', pl: 'Festiwal doładowań: dodatkowe nagrody za każde doładowanie w tym tygodniu', ru: 'Фестиваль пополнений: бонусные награды за каждое пополнение на этой неделе',
  },
  'Bonus rewards on every top-up': { ar: 'مكافآت إضافية مع كل شحن', ja: 'チャージごとにボーナス報酬', ko: '충전할 때마다 보너스 보상', th: 'รับโบนัสทุกการเติมเงิน', pl: 'Dodatkowe nagrody za każde doładowanie', ru: 'Бонусы за каждое пополнение' },
};

/**
 * `msg` of a business error by code (request problems and -5000 stay English: they are
 * for developers). English is the handler's own, more detailed, message.
 */
export const MESSAGES: Record<number, Translations> = {
  [-600]: { ar: 'يُرجى تسجيل الدخول مرة أخرى.', ja: 'もう一度ログインしてください。', ko: '다시 로그인해 주세요.', th: 'กรุณาเข้าสู่ระบบอีกครั้ง', pl: 'Zaloguj się ponownie.', ru: 'Войдите снова.' },
  [-2001]: { ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.', ja: 'アカウントまたはパスワードが正しくありません。', ko: '아이디 또는 비밀번호가 올바르지 않습니다.', th: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง', pl: 'Nieprawidłowy login lub hasło.', ru: 'Неверный логин или пароль.' },
  [-2002]: { ar: 'تعذّر التحقق من تسجيل الدخول.', ja: 'ログインを確認できませんでした。', ko: '로그인을 확인할 수 없습니다.', th: 'ไม่สามารถยืนยันการเข้าสู่ระบบได้', pl: 'Nie udało się potwierdzić logowania.', ru: 'Не удалось подтвердить вход.' },
  [-3001]: { ar: 'اللعبة غير موجودة.', ja: 'ゲームが見つかりません。', ko: '게임을 찾을 수 없습니다.', th: 'ไม่พบเกม', pl: 'Nie znaleziono gry.', ru: 'Игра не найдена.' },
  [-3002]: { ar: 'لا تملك صلاحية القيام بذلك.', ja: 'この操作を行う権限がありません。', ko: '권한이 없습니다.', th: 'ไม่มีสิทธิ์ทำรายการนี้', pl: 'Brak uprawnień.', ru: 'Нет доступа.' },
  [-3003]: { ar: 'الخادم غير موجود.', ja: 'サーバーが見つかりません。', ko: '서버를 찾을 수 없습니다.', th: 'ไม่พบเซิร์ฟเวอร์', pl: 'Nie znaleziono serwera.', ru: 'Сервер не найден.' },
  [-3004]: {
    ar: 'تعذّر العثور على الشخصية، يُرجى إعادة الاختيار أو تغيير الحساب.', ja: 'キャラクターが見つかりません。選び直すか、アカウントを切り替えてください。',
    ko: '캐릭터를 찾을 수 없습니다. 다시 선택하거나 계정을 변경해 주세요.', th: 'ไม่พบตัวละคร กรุณาเลือกใหม่หรือเปลี่ยนบัญชี',
    pl: 'Nie znaleziono postaci. Wybierz ponownie lub zmień konto.', ru: 'Персонаж не найден. Выберите заново или смените аккаунт.',
  },
  [-3005]: { ar: 'المنتج غير موجود.', ja: '商品が見つかりません。', ko: '상품을 찾을 수 없습니다.', th: 'ไม่พบสินค้า', pl: 'Nie znaleziono produktu.', ru: 'Товар не найден.' },
  [-3006]: { ar: 'معرّف القناة غير موجود، حاول مرة أخرى.', ja: 'チャネルIDが存在しません。もう一度お試しください。', ko: '채널 ID가 존재하지 않습니다. 다시 시도해 주세요.', th: 'ไม่มีรหัสช่องทางนี้ กรุณาลองอีกครั้ง', pl: 'Identyfikator kanału nie istnieje, spróbuj ponownie.', ru: 'Идентификатор канала не существует, попробуйте ещё раз.' },
  [-3007]: { ar: 'معلمات طريقة الدفع المحددة غير صحيحة.', ja: '選択した支払い方法のパラメータが正しくありません。', ko: '선택한 결제 수단의 파라미터가 올바르지 않습니다.', th: 'พารามิเตอร์ของวิธีชำระเงินที่เลือกไม่ถูกต้อง', pl: 'Nieprawidłowe parametry wybranej metody płatności.', ru: 'Неверные параметры выбранного способа оплаты.' },
  [-3008]: { ar: 'الطلب غير موجود.', ja: '注文が見つかりません。', ko: '주문을 찾을 수 없습니다.', th: 'ไม่พบคำสั่งซื้อ', pl: 'Nie znaleziono zamówienia.', ru: 'Заказ не найден.' },
  [-3010]: { ar: 'لديك طلب غير مدفوع لهذا المنتج.', ja: 'この商品に未払いの注文があります。', ko: '이 상품에 대한 미결제 주문이 있습니다.', th: 'มีคำสั่งซื้อที่ยังไม่ได้ชำระสำหรับสินค้านี้', pl: 'Masz nieopłacone zamówienie na ten produkt.', ru: 'У вас есть неоплаченный заказ на этот товар.' },
  [-3011]: { ar: 'تم بلوغ حد الشراء.', ja: '購入制限に達しました。', ko: '구매 한도에 도달했습니다.', th: 'ถึงขีดจำกัดการซื้อแล้ว', pl: 'Osiągnięto limit zakupów.', ru: 'Достигнут лимит покупок.' },
  [-3012]: { ar: 'استُخدم مفتاح الطلب هذا لطلب مختلف.', ja: 'このリクエストキーは別のリクエストで使用されています。', ko: '이 요청 키는 다른 요청에 사용되었습니다.', th: 'คีย์คำขอนี้ถูกใช้กับคำขออื่นแล้ว', pl: 'Ten klucz żądania użyto już dla innego żądania.', ru: 'Этот ключ запроса уже использован для другого запроса.' },
  [-3014]: { ar: 'هذه المنطقة غير مدعومة.', ja: 'この地域には対応していません。', ko: '지원하지 않는 지역입니다.', th: 'ไม่รองรับภูมิภาคนี้', pl: 'Ten region nie jest obsługiwany.', ru: 'Этот регион не поддерживается.' },
  [-3016]: { ar: 'الرابط غير صالح أو انتهت صلاحيته.', ja: 'リンクが無効か、有効期限が切れています。', ko: '링크가 유효하지 않거나 만료되었습니다.', th: 'ลิงก์ไม่ถูกต้องหรือหมดอายุแล้ว', pl: 'Link jest nieprawidłowy lub wygasł.', ru: 'Ссылка недействительна или устарела.' },
  [-3020]: { ar: 'رقم البطاقة أو كلمة المرور غير صحيحة.', ja: 'カード番号またはパスワードが正しくありません。', ko: '카드 번호 또는 비밀번호가 올바르지 않습니다.', th: 'หมายเลขบัตรหรือรหัสไม่ถูกต้อง', pl: 'Nieprawidłowy numer lub hasło karty.', ru: 'Неверный номер или пароль карты.' },
  [-3021]: { ar: 'تم استخدام هذه البطاقة من قبل.', ja: 'このカードは使用済みです。', ko: '이미 사용된 카드입니다.', th: 'บัตรนี้ถูกใช้แล้ว', pl: 'Ta karta została już użyta.', ru: 'Эта карта уже использована.' },
  [-3030]: { ar: 'لا حاجة إلى دفعة تكميلية.', ja: '追加のお支払いは不要です。', ko: '추가 결제가 필요하지 않습니다.', th: 'ไม่ต้องชำระเงินเพิ่มเติม', pl: 'Dopłata nie jest potrzebna.', ru: 'Доплата не требуется.' },
  [-3040]: { ar: 'لم يتم بلوغ هذا المستوى بعد.', ja: 'この段階にはまだ達していません。', ko: '아직 달성하지 않은 단계입니다.', th: 'ยังไม่ถึงขั้นนี้', pl: 'Ten próg nie został jeszcze osiągnięty.', ru: 'Этот порог ещё не достигнут.' },
  [-3041]: { ar: 'تم استلام هذه المكافأة من قبل.', ja: 'この報酬は受け取り済みです。', ko: '이미 수령한 보상입니다.', th: 'รับรางวัลนี้แล้ว', pl: 'Ta nagroda została już odebrana.', ru: 'Эта награда уже получена.' },
  [-3042]: { ar: 'الفعالية غير جارية الآن.', ja: 'イベントは現在開催されていません。', ko: '현재 진행 중인 이벤트가 없습니다.', th: 'ขณะนี้ไม่มีกิจกรรม', pl: 'Wydarzenie obecnie nie trwa.', ru: 'Акция сейчас не проводится.' },
  [6001]: { ar: 'يلزم التحقق من الهوية.', ja: '本人確認が必要です。', ko: '실명 인증이 필요합니다.', th: 'ต้องยืนยันตัวตน', pl: 'Wymagana weryfikacja tożsamości.', ru: 'Требуется подтверждение личности.' },
};
