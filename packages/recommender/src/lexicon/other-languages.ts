// prettier-ignore
/**
 * The same moments in Spanish, French, German, Portuguese, Italian and Japanese, by lexicon id,
 * and festivals by their own names (Vaisakhi, Rakhi, suhoor).
 * Possessives are part of the phrase where the bare word means something else ("ma copine" is
 * a partner, "mes copines" are friends; "meine Freundin" a partner, "Freunde" friends).
 */
export const OTHER_LANGUAGE_CUES: Record<string, string[]> = {
  partner: [
    'novia', 'novio', 'mi novia', 'mi novio', 'mi pareja', 'pareja', 'esposa', 'esposo',
    'mi mujer', 'mi marido', 'ma copine', 'mon copain', 'ma chérie', 'mon chéri', 'ma femme',
    'mon mari', 'mon amoureux', 'mon amoureuse', 'meine freundin', 'mein freund', 'ehefrau',
    'ehemann', 'meine frau', 'mein mann', 'meiner freundin', 'meinem freund', 'meiner frau',
    'meinem mann', 'partnerin', 'fidanzata', 'fidanzato', 'mia ragazza',
    'mio ragazzo', 'moglie', 'marito', 'namorada', 'namorado', 'minha namorada', 'meu namorado',
    'marido', '彼女', '彼氏', '恋人', '妻', '夫',
  ],
  friends: [
    'amigos', 'amigas', 'mis amigos', 'colegas', 'potes', 'mes potes', 'copains', 'copines',
    'mes amis', 'amis', 'amies', 'freunde', 'freunden', 'freundinnen', 'kumpels', 'amici', 'amiche',
    'galera', 'os amigos', 'compas', 'los compas', 'cuates', 'panas', 'parceros', 'chavos',
    'mis compas', '友達', '友だち', '仲間',
  ],
  parents: [
    'familia', 'famille', 'familie', 'famiglia', 'família', 'padres', 'eltern', 'genitori', 'pais',
    'mamá', 'papá', 'maman', 'mutter', 'vater', 'madre', 'padre', 'mãe', 'pai', 'hermano',
    'hermana', 'frère', 'sœur', 'bruder', 'schwester', 'fratello', 'sorella', 'irmão', 'irmã',
    'suegros', 'beaux-parents', '家族', '両親', '母', '父',
  ],
  kids: [
    'niños', 'niñas', 'hijos', 'hijas', 'mis hijos', 'kinder', 'kindern', 'bambini', 'figli',
    'crianças', 'filhos', 'les petits', 'ma fille', 'mes filles', 'mon fils', 'fille', 'mi hija',
    'mi hijo', 'tochter', 'meine tochter', 'mein sohn', 'figlia', 'figlio', 'minha filha',
    'meu filho', 'mellizos', 'gemelos', 'gêmeos', 'jumeaux', 'zwillinge', '子供', '子ども', '子供たち', '息子', '娘',
  ],
  elders: [
    'nonna', 'nonno', 'nonni', 'avó', 'avô', 'avós', 'vó', 'vô', 'vovó', 'vovô', 'abuela',
    'abuelo', 'abuelos', 'mi abuela', 'oma', 'opa', 'mamie', 'papy', 'grand-mère', 'grand-père',
    'grands-parents', 'papi', 'großmutter', 'großvater', 'großeltern', 'abuelita', 'abuelito',
    '祖母', '祖父', 'おばあちゃん', 'おじいちゃん', 'halmeoni', 'halmoni', 'harabeoji', '할머니',
    '할아버지', 'obaachan', 'ojiichan', 'nainai',
  ],
  baby: ['bebé', 'bébé', 'neonato', '赤ちゃん'],
  colleagues: ['collègues', 'kollegen', 'colleghi', 'compañeros', '同僚'],
  meal: [
    'cena', 'cenando', 'cenar', 'comida', 'almuerzo', 'dîner', 'déjeuner', 'abendessen', 'mittagessen', 'pranzo',
    'jantar', 'almoço', '夕食', '晩ご飯', 'ランチ', '昼食', 'ご飯',
  ],
  bored: [
    'entediado', 'entediada', 'aburrido', 'aburrida', 'gelangweilt', 'annoiato', 'annoiata',
    "je m'ennuie", 'ennui', '退屈', 'つまらない',
  ],
  tired: ['眠い', 'ねむい', 'müde', 'cansado', 'cansada', 'fatigué', 'fatiguée', 'stanco', 'stanca', '疲れた'],
  'day-of-the-dead': ['ofrenda', 'las ofrendas', 'calaveras'],
  'holy-days': [
    'havdalah', 'kiddush', 'langar', 'gurpurab', 'kirtan', 'vesak', 'wesak', 'ganesh chaturthi',
    'ganpati', 'ganeshotsav',
  ],
  'west-africa': ['jollof', 'naija'],
  lonely: ['さみしい', 'einsam', 'solitario', 'solitaria', 'solitaire', 'sola en casa'],
  morning: [
    'morgen', 'desayuno', 'petit-déjeuner', 'petit déjeuner', 'frühstück', 'colazione', 'café da manhã',
    'mañana', 'matin', 'matinée', 'mattina', 'mattino', 'manhã', 'morgens', 'vormittag',
    '朝ごはん', '朝食', '朝', 'café', 'caffè', 'cafezinho', 'コーヒー', 'vor der arbeit',
    'antes del trabajo', 'avant le travail', 'antes do trabalho', 'prima del lavoro',
  ],
  drinking: [
    'apéro', 'apero', 'aperitivo', 'apéritif', 'copas', 'vino', 'vin', 'wein', 'cerveza',
    'bière', 'bier', 'birra', 'cerveja', '飲み会', 'un verre', 'verre', 'terrasse', 'en terrasse',
  ],
  driving: [
    'ドライブ', 'conducir', 'voiture', 'autofahrt', 'guidare', 'en coche', 'de carro', 'stau',
    'im stau', 'embouteillage', 'atasco', 'autobahn', 'autoroute', 'autostrada', '渋滞',
    'manejando', 'manejar', 'conduciendo', 'carretera', 'autopista', 'en carro', 'dirigindo',
    'estrada', 'en voiture', 'je conduis', 'im auto',
  ],
  'night-drive': [
    'manejando de noche', 'conduciendo de noche', 'de noche por la carretera', 'de nuit en voiture',
    'nachts auf der autobahn', 'nachtfahrt', 'dirigindo à noite', '夜のドライブ',
  ],
  rain: [
    'lluvia', 'pluie', 'orage', 'regen', 'gewitter', 'pioggia', 'temporale', 'chuva', 'tormenta',
    'tempestade', '雨の日', '雨', 'chovendo', 'lloviendo', 'piove', 'il pleut', 'es regnet',
    'lluvioso', 'chuvoso', 'piovoso',
  ],
  sunshine: [
    'terrasse', 'terraza', 'terrazza', 'terraço',
    'pique-nique', 'pícnic', 'picknick', 'piquenique', 'picnic',
    'asado', 'barbacoa', 'parrillada', 'grillabend', 'grillen', 'grillparty', 'grigliata',
    'churrasco', 'playa', 'plage', 'spiaggia', 'praia', 'verano', 'sommer', 'verão', 'バーベキュー',
    '海', '夏',
  ],
  reading: [
    'leer', 'leyendo', 'lire', 'lesen', 'leggere', 'lendo', 'ler', 'libro', 'livre', 'buch',
    'livro', '読書', '本',
  ],
  relax: [
    'de boa', 'tranquilo en casa', 'détendu', 'détendue', 'rilassato', 'rilassata', 'relaxado', 'relaxada', 'entspannen',
    'domingo', 'dimanche', 'sonntag', 'domenica', '日曜', '日曜日', 'fin de semana', 'week-end',
    'sábado', 'samedi', 'samstag', 'sabato', '土曜日',
    'wochenende', 'fine settimana', '週末',
    'tranquilo', 'tranquila', 'tranquille', 'ruhig', 'ruhiger', 'ruhige', 'ruhigen', 'ruhiges',
    'entspannt', 'gemütlich', 'rilassante',
    'relajado', 'descansar', '落ち着いた', '落ち着く', 'のんびり', 'リラックス', 'お風呂', '風呂', '穏やか', 'gesellig',
  ],
  solo: ['allein', 'alleine', 'solo', 'sola', 'seul', 'seule', 'sozinho', 'sozinha', 'da solo', '一人', 'ひとり'],
  happy: [
    'animado', 'animada', 'animados', 'drôle', 'drôles', 'lustig', 'divertente', 'divertido',
    'divertida', 'gracioso', 'marrant',
    'feliz', 'felices', 'contento', 'contenta', 'alegre', 'joyeux', 'joyeuse', 'heureux',
    'heureuse', 'glücklich', 'fröhlich', 'felice', 'allegro', 'allegra', '楽しい', '嬉しい',
    'うれしい', '幸せ',
  ],
  stressed: [
    'nerviosa', 'nervioso', 'nerveux', 'nerveuse', 'nervös', 'nervoso', 'nervosa', 'ansioso',
    'ansiosa', 'gestresst', 'besorgt', 'preocupado', 'preocupada', 'inquiet', 'inquiète',
    'preoccupato', 'preoccupata', 'stressé', 'stressée', 'estresado', 'estresada', '緊張',
  ],
  angry: [
    'genervt', 'wütend', 'sauer', 'énervé', 'énervée', 'enojado', 'enojada', 'enfadado',
    'enfadada', 'arrabbiato', 'arrabbiata', 'irritado', 'irritada', 'イライラ',
  ],
  excited: [
    'energía', 'con energía', 'com energia', 'energia', 'énergie', "plein d'énergie", 'energico',
    'energica', 'voller energie', 'energiegeladen', '元気', 'emocionado', 'emocionada',
  ],
  'job-loss': [
    'perso il lavoro', 'ho perso il lavoro', 'perdí mi trabajo', 'perdi mi trabajo',
    'me despidieron', 'job verloren', 'gekündigt', 'perdu mon travail', 'perdi meu emprego',
    'fui demitido', 'fui demitida', '失業', 'クビ',
  ],
  heartbreak: [
    'rotto con', 'ho rotto', 'mi ha lasciato', 'mi ha lasciata', 'cuore spezzato', 'a pezzi',
    'terminé con', 'terminamos', 'rompimos', 'me dejó', 'corazón roto', 'schluss gemacht',
    'liebeskummer', 'on a rompu', 'rupture', 'chagrin d’amour', "chagrin d'amour",
    'terminei com', 'terminamos o namoro', 'coração partido', '失恋', '別れた',
  ],
  homesick: ['heimweh', 'saudade', 'saudades', 'saudade de casa', 'mal du pays', 'nostalgia de casa'],
  ramadan: ['suhoor', 'suhur', 'sehri', 'sahur'],
  vaisakhi: ['vaisakhi', 'baisakhi', 'lohri', 'onam'],
  rakhi: ['rakhi'],
  'moon-festival': [
    'mid-autumn', 'mooncake', 'mooncakes', 'chuseok', 'songpyeon', 'tsukimi', '中秋', '中秋節', '月見', '추석',
  ],
  nowruz: ['nowruz', 'norooz', 'nowrooz', 'haft-sin', 'haft sin', 'haftsin', 'نوروز'],
  celebrate: ['お正月', '正月', 'festa junina', 'são joão', 'silvester', 'capodanno', 'réveillon'],
  sad: [
    '憂鬱', 'ゆううつ', '落ち込んでる',
    'triste', 'tristes', 'traurig', 'malheureux', 'infeliz', 'mélancolique', 'melancólico',
    'melancólica', 'malinconico', 'malinconica', 'melancholisch', 'melancolia', '悲しい', '寂しい',
    'je pleure', 'pleure', 'effondrée', 'effondré', 'am boden zerstört', 'zerstört', 'desolado',
    'desolada', 'distrutto', 'distrutta', 'arrasado', 'arrasada',
  ],
  sleep: ['dormir', 'schlafen', 'dormire', '寝る', '睡眠', 'bett', 'im bett', 'cama', 'letto'],
  study: [
    'estudiar', 'estudiando', 'examen', 'exámenes', 'étudier', 'réviser', 'révisions', 'partiel',
    'lernen', 'prüfung', 'klausur', 'studiare', 'studiando', 'esame', 'estudar', 'estudando',
    'prova', 'exame', 'vestibular', '勉強', '試験', 'テスト', 'thèse', 'ma thèse', 'mémoire',
    'bibli', 'bibliothèque', 'biblioteca', 'bibliothek', 'tesis', 'tese', 'tesi', 'hausarbeit',
    'masterarbeit', 'bachelorarbeit', 'dissertação',
  ],
  focus: [
    '仕事', '作業', 'büro', 'bureau', 'oficina', 'ufficio', 'escritório', 'lavoro al computer',
    'concentrato', 'concentrata', 'concentrado', 'concentrada', 'concentré', 'concentrée',
    'konzentriert', 'arbeit', 'arbeiten', 'trabajo', 'trabajando', 'travail', 'travailler',
    'lavoro', 'lavorando', 'trabalho', 'trabalhando', 'concentrarme', 'concentrarse',
    'concentrar', 'concentrarmi', 'me concentrer', 'konzentrieren', 'bosser', 'je bosse',
    'konzentration', 'concentration',
  ],
  commute: ['電車', '通勤', '仕事帰り', '帰り道', 'バス', 'métro', 'u-bahn', 's-bahn', 'pendeln'],
  'in-love': [
    'enamorado', 'enamorada', 'amoureux', 'amoureuse', 'verliebt', 'innamorato', 'innamorata',
    'apaixonado', 'apaixonada', '恋してる',
  ],
  romance: [
    'anniversaire de mariage', 'aniversario de boda', 'hochzeitstag', 'anniversario di matrimonio',
    'aniversário de casamento',
    'romántica', 'romántico', 'romantica', 'romantico', 'romantique', 'romantisch',
    'romântica', 'romântico', 'cita', 'rendez-vous', 'ロマンチック', 'デート',
  ],
  workout: [
    'gimnasio', 'salle de sport', 'fitnessstudio', 'palestra', 'academia', 'ジム', '運動', 'muscu',
    'la muscu', 'ジョギング', 'ランニング', 'トレーニング',
  ],
  chores: [
    'limpiar', 'limpiando', 'limpieza', 'ménage', 'putzen', 'pulire', 'faxina', 'arrumando', 'arrumar',
    'limpando', 'ordenar', 'rangement', 'aufräumen', 'pulizie', '掃除', '片付け',
  ],
  cooking: [
    'cocinar', 'cocinando', 'cuisiner', 'kochen', 'cucinare', 'cucinando', 'cozinhar',
    'cozinhando', '料理', 'cuisine', 'la cuisine',
  ],
  evening: ['soirée', 'soiree', 'abend', 'serata'],
  night: ['noche', 'nuit', 'nacht', 'notte', 'noite', '夜'],
  party: ['fiesta', 'fête', 'festa', 'パーティー', 'previa', 'boliche', 'antro', 'discoteca', 'soirée dansante'],
  'game-night': [
    'jeux de société', 'soirée jeux de société', 'soirée jeux', 'juegos de mesa', 'brettspiele',
    'spieleabend',
    'giochi da tavolo', 'jogos de tabuleiro', 'ボードゲーム',
  ],
  grief: [
    'funeral', 'funérailles', 'enterrement', 'beerdigung', 'trauerfeier', 'funerale', 'velório',
    'entierro', '葬式', 'murió', 'décédé', 'gestorben', 'morto', 'morreu',
    'chemotherapy', 'put down', 'passed on', 'lost my',
    'est mort', 'est morte', 'décès', 'deuil', 'verstorben', 'ist gestorben', 'trauer', 'è morto',
    'è morta', 'lutto', 'falleció', 'se murió', 'luto', 'faleceu', 'velorio',
    // Days of remembrance named in their own languages.
    'yahrzeit', 'obon', 'お盆', 'qingming', '清明',
  ],
  christmas: [
    'navidad', 'nochebuena', 'noël', 'noel', 'weihnachten', 'heiligabend', 'natale', 'クリスマス',
    'weihnachtsmarkt', 'marché de noël', 'mercadillo navideño', 'mercatino di natale', 'natal',
    'weihnachtsbaum', 'tannenbaum', 'christbaum', 'sapin de noël', 'árbol de navidad',
    'albero di natale', 'árvore de natal',
  ],
  worship: [
    'iglesia', 'misa', 'église', 'messe', 'kirche', 'gottesdienst', 'chiesa', 'messa', 'igreja',
    'missa', '教会',
  ],
  wedding: [
    'boda', 'mariage', 'hochzeit', 'matrimonio', 'casamento', '結婚式', 'sangeet', 'mehndi',
    'mehendi', 'haldi', 'baraat',
  ],
  birthday: [
    'cumpleaños', 'anniversaire', 'geburtstag', 'compleanno', 'aniversário', '誕生日',
    'quinceañera', 'quinceanera', 'quince', 'quinces',
  ],
  outdoors: [
    'parque', 'parc', 'parco', 'bosque', 'forêt', 'wald', 'bosco', 'floresta', '公園', '森',
    'randonnée', 'montagne', 'wandern', 'wanderung', 'senderismo', 'montaña', 'trilha',
    'escursione', 'montagna', 'berge', 'ハイキング', '山',
  ],
  travel: ['viaje', 'voyage', 'reise', 'viaggio', 'viagem', '旅行'],
};

/** How much each occasion counts beside the rest of the moment; company counts less. */
export const MOMENT_WEIGHTS: Record<string, number> = {
  grief: 1.8,
  heartbreak: 1.3,
  study: 1.3,
  focus: 1.2,
  workout: 1.3,
  sleep: 1.3,
  chores: 1.2,
  travel: 1.2,
  meditation: 1.2,
  celebrate: 1.2,
  party: 1.2,
  protest: 1.2,
};
export const COMPANY_WEIGHT = 1;

/** Records wrong for the moment whatever else fits. */
export const NEVER: Record<string, string[]> = {
  grief: [
    'party',
    'hedonistic',
    'humorous',
    'happy',
    'bouncy',
    'playful',
    'quirky',
    'sexual',
    'breakup',
    'infidelity',
    // Grief is consoled, not deepened: no records about suicide or a mind's decay.
    'suicide',
    'disturbing',
    'depressive',
    'heavy',
    'aggressive',
  ],
};
