-- Albums the built-in catalog merged (one album, one record): what the product stored under a
-- merged-away id (an alias) moves to the album it became. Listener records of both merge (what the
-- listener said comes from the more recently changed record that has it; a favourite stays a
-- favourite); plays, recommendations and gives point at the kept album; alias album rows go.
-- Spotify albums linked to an alias link to the kept album. Running it again changes nothing.
-- Generated from packages/recommender/data/catalog.jsonl by
--   npm run -s build:alias-migration -w packages/recommender -- --out FILE
DROP TABLE IF EXISTS "catalog_alias_move", "catalog_alias_target", "catalog_alias_record";
--> statement-breakpoint
CREATE TEMPORARY TABLE "catalog_alias_move" ("alias" text PRIMARY KEY, "kept" text NOT NULL, "title" text NOT NULL, "artists" jsonb NOT NULL, "release_date" text);
--> statement-breakpoint
INSERT INTO "catalog_alias_move" VALUES
('csv_8-8-gatsu-no-genjo', 'csv_42b2a3737d', '8月の現状', '["フィッシュマンズ"]'::jsonb, NULL),
('csv_academy-of-st-martin-in-the-fields-the-four-seasons', 'csv_academy-of-st-martin-in-the-fields-neville-marriner-alan-lov', 'The Four Seasons', '["Academy of St Martin in the Fields / Neville Marriner / Alan Loveday"]'::jsonb, '1970'),
('csv_adele-25-c73714', 'csv_adele-25', '25', '["Adele"]'::jsonb, '2015'),
('csv_afx-london-03-06-17-field-day', 'csv_afx-london-03-06-17', 'London 03.06.17', '["AFX"]'::jsonb, NULL),
('csv_agustus-pablo-king-tubbys-meets-rockers-uptown', 'csv_augustus-pablo-king-tubbys-meets-rockers-uptown', 'King Tubbys Meets Rockers Uptown', '["Augustus Pablo"]'::jsonb, '1977'),
('csv_ahmad-jamal-the-awakening', 'csv_the-ahmad-jamal-trio-the-awakening', 'The Awakening', '["Ahmad Jamal"]'::jsonb, '1970'),
('csv_ali-farka-toure-in-the-heart-of-the-moon', 'csv_ali-farka-toure-and-toumani-diabate-in-the-heart-of-the-moon', 'In the Heart of the Moon', '["Ali Farka Touré & Toumani Diabaté"]'::jsonb, '2005'),
('csv_american-football-american-football-18183d', 'csv_american-football-american-football-lp3', 'American Football [LP3]', '["American Football"]'::jsonb, '2019'),
('csv_armand-hammer-haram', 'csv_armand-hammer-and-the-alchemist-haram', 'Haram', '["Armand Hammer & The Alchemist"]'::jsonb, '2021'),
('csv_art-blakey-moanin', 'csv_art-blakey-and-the-jazz-messengers-moanin', 'Moanin''', '["Art Blakey & The Jazz Messengers"]'::jsonb, '1958'),
('csv_auktyon-086850', 'csv_auktyon-marc-ribot-john-medeski-ned-rothenberg-frank-london', 'Девушки поют', '["АукцЫон [Auktyon], Marc Ribot, John Medeski, Ned Rothenberg, Frank London & Владимир Волков [Vladimir Volkov]"]'::jsonb, '2007'),
('csv_berliner-philharmoniker-symphonie-nr-5', 'csv_berliner-philharmoniker-herbert-von-karajan-symphonie-nr-5', 'Symphonie Nr. 5', '["Berliner Philharmoniker / Herbert von Karajan"]'::jsonb, '1962'),
('csv_berliner-philharmoniker-symphonie-nr-7', 'csv_berliner-philharmoniker-herbert-von-karajan-symphonie-nr-7', 'Symphonie Nr. 7', '["Berliner Philharmoniker / Herbert von Karajan"]'::jsonb, '1962'),
('csv_beth-gibbons-out-of-season', 'csv_beth-gibbons-and-rustin-man-out-of-season', 'Out of Season', '["Beth Gibbons & Rustin Man"]'::jsonb, '2002'),
('csv_bill-evans-intermodulation', 'csv_bill-evans-and-jim-hall-intermodulation', 'Intermodulation', '["Bill Evans & Jim Hall"]'::jsonb, '1966'),
('csv_bill-evans-undercurrent', 'csv_bill-evans-and-jim-hall-undercurrent', 'Undercurrent', '["Bill Evans & Jim Hall"]'::jsonb, '1962'),
('csv_billie-eilish-hit-me-hard-and-soft-isolated-vocals', 'csv_billie-eilish-hit-me-hard-and-soft', 'HIT ME HARD AND SOFT', '["Billie Eilish"]'::jsonb, '2024'),
('csv_billie-holiday-lady-in-satin', 'csv_billie-holiday-and-ray-ellis-and-his-orchestra-lady-in-satin', 'Lady in Satin', '["Billie Holiday","Ray Ellis"]'::jsonb, '1958'),
('csv_billy-woods-hiding-places', 'csv_billy-woods-and-kenny-segal-hiding-places', 'Hiding Places', '["Billy Woods & Kenny Segal"]'::jsonb, '2019'),
('csv_billy-woods-maps', 'csv_billy-woods-and-kenny-segal-maps', 'Maps', '["billy woods & Kenny Segal"]'::jsonb, '2023'),
('csv_black-keys-the-brothers', 'csv_the-black-keys-brothers', 'Brothers', '["Black Keys, The"]'::jsonb, '2010'),
('csv_bladee-crest', 'csv_bladee-and-ecco2k-crest', 'Crest', '["Bladee & Ecco2k"]'::jsonb, '2022'),
('csv_blondie-parallel-lines-chrysalis-25th-anniversary-special-ed', 'csv_blondie-parallel-lines', 'Parallel Lines', '["Blondie"]'::jsonb, '1978'),
('csv_bob-dylan-the-basement-tapes', 'csv_bob-dylan-and-the-band-the-basement-tapes', 'The Basement Tapes', '["Bob Dylan & The Band"]'::jsonb, '1975'),
('csv_bob-marley-burnin', 'csv_bob-marley-and-the-wailers-burnin', 'Burnin''', '["Bob Marley & The Wailers"]'::jsonb, '1973'),
('csv_bob-marley-catch-a-fire', 'csv_bob-marley-and-the-wailers-catch-a-fire', 'Catch a Fire', '["Bob Marley","The Wailers"]'::jsonb, '1973'),
('csv_bob-marley-exodus', 'csv_bob-marley-and-the-wailers-exodus', 'Exodus', '["Bob Marley","The Wailers"]'::jsonb, '1977'),
('csv_bob-marley-natty-dread', 'csv_bob-marley-and-the-wailers-natty-dread', 'Natty Dread', '["Bob Marley","The Wailers"]'::jsonb, '1974'),
('csv_boldy-james-killing-nothing', 'csv_boldy-james-and-real-bad-man-killing-nothing', 'Killing Nothing', '["Boldy James & Real Bad Man"]'::jsonb, '2022'),
('csv_boldy-james-manger-on-mcnichols', 'csv_boldy-james-and-sterling-toles-manger-on-mcnichols', 'Manger on McNichols', '["Boldy James & Sterling Toles"]'::jsonb, '2020'),
('csv_boris-and-sunn-o-altar', 'csv_sunn-o-and-boris-altar', 'Altar', '["Sunn O))) & Boris"]'::jsonb, '2006'),
('csv_brian-eno-and-harold-budd-ambient-2-the-plateaux-of-mirror', 'csv_harold-budd-brian-eno-ambient-2-the-plateaux-of-mirror', 'Ambient 2: The Plateaux of Mirror', '["Harold Budd","Brian Eno"]'::jsonb, '1980'),
('csv_brian-eno-and-harold-budd-the-pearl', 'csv_harold-budd-brian-eno-with-daniel-lanois-the-pearl', 'The Pearl', '["Harold Budd","Brian Eno"]'::jsonb, '1984'),
('csv_brian-eno-another-green-world', 'csv_eno-another-green-world', 'Another Green World', '["Brian Eno"]'::jsonb, '1975'),
('csv_brian-eno-here-come-the-warm-jets', 'csv_eno-here-come-the-warm-jets', 'Here Come the Warm Jets', '["Brian Eno"]'::jsonb, '1974'),
('csv_brian-eno-my-life-in-the-bush-of-ghosts', 'csv_brian-eno-david-byrne-my-life-in-the-bush-of-ghosts', 'My Life in the Bush of Ghosts', '["Brian Eno","David Byrne"]'::jsonb, '1981'),
('csv_bruno-mars-24k-magic-8f436b', 'csv_bruno-mars-24k-magic', '24K Magic', '["Bruno Mars"]'::jsonb, '2016'),
('csv_car-seat-headrest-twin-fantasy-mirror-to-mirror', 'csv_car-seat-headrest-twin-fantasy-c721ae', 'Twin Fantasy', '["Car Seat Headrest"]'::jsonb, '2011'),
('csv_cece-and-bebe-winans-different-lifestyles', 'csv_bebe-and-cece-winans-different-lifestyles', 'Different Lifestyles', '["BeBe & CeCe Winans"]'::jsonb, '1991'),
('csv_chilly-gonzales-solo-piano', 'csv_gonzales-solo-piano', 'Solo Piano', '["Gonzales"]'::jsonb, '2004'),
('csv_cluster-cluster-and-eno', 'csv_cluster-and-eno-cluster-and-eno', 'Cluster & Eno', '["Cluster & Eno"]'::jsonb, '1977'),
('csv_coleman-hawkins-coleman-hawkins-encounters-ben-webster', 'csv_coleman-hawkins-and-ben-webster-coleman-hawkins-encounters-b', 'Coleman Hawkins Encounters Ben Webster', '["Coleman Hawkins & Ben Webster"]'::jsonb, '1959'),
('csv_collegium-vocale-gent-matthaus-passion', 'csv_collegium-vocale-gent-philippe-herreweghe-ian-bostridge-fran', 'Matthäus-Passion', '["Collegium Vocale Gent / Philippe Herreweghe / Ian Bostridge / Franz-Josef Selig / Sibylla Rubens / Andreas Scholl / Werner Güra / Dietrich Henschel"]'::jsonb, '1999'),
('csv_converge-bloodmoon-i', 'csv_converge-and-chelsea-wolfe-bloodmoon-i', 'Bloodmoon: I', '["Converge & Chelsea Wolfe"]'::jsonb, '2021'),
('csv_d-angelo-black-messiah', 'csv_d-angelo-and-the-vanguard-black-messiah', 'Black Messiah', '["D''Angelo and The Vanguard"]'::jsonb, '2014'),
('csv_danger-mouse-cheat-codes', 'csv_black-thought-and-danger-mouse-cheat-codes', 'Cheat Codes', '["Black Thought & Danger Mouse"]'::jsonb, '2022'),
('csv_david-bowie-diamond-dogs', 'csv_bowie-diamond-dogs', 'Diamond Dogs', '["David Bowie"]'::jsonb, '1974'),
('csv_david-byrne-and-brian-eno-my-life-in-the-bush-of-ghosts', 'csv_brian-eno-david-byrne-my-life-in-the-bush-of-ghosts', 'My Life in the Bush of Ghosts', '["Brian Eno","David Byrne"]'::jsonb, '1981'),
('csv_dean-blunt-black-is-beautiful', 'csv_dean-blunt-and-inga-copeland-black-is-beautiful', 'Black Is Beautiful', '["Dean Blunt & Inga Copeland"]'::jsonb, '2012'),
('csv_death-s-dynamic-shroud-i-ll-try-living-like-this', 'csv_death-s-dynamic-shroud-wmv-i-ll-try-living-like-this', 'I''ll Try Living Like This', '["death''s dynamic shroud.wmv"]'::jsonb, '2015'),
('csv_deathspell-omega-veritas-diaboli-manet-in-aeternum', 'csv_deathspell-omega-s-v-e-s-t-veritas-diaboli-manet-in-aeternum', 'Veritas Diaboli manet in aeternum', '["Deathspell Omega / S.V.E.S.T."]'::jsonb, '2008'),
('csv_dinosaur-jr-you-re-living-all-over-me', 'csv_dinosaur-you-re-living-all-over-me', 'You''re Living All Over Me', '["Dinosaur Jr."]'::jsonb, '1987'),
('csv_dixie-chicks-fly', 'csv_the-chicks-fly', 'Fly', '["Dixie Chicks"]'::jsonb, '1999'),
('csv_dizzy-gillespie-sonny-side-up', 'csv_dizzy-gillespie-sonny-stitt-and-sonny-rollins-sonny-side-up', 'Sonny Side Up', '["Dizzy Gillespie, Sonny Stitt & Sonny Rollins"]'::jsonb, '1959'),
('csv_dolly-parton-linda-ronstadt-emmylou-harris-trio', 'csv_dolly-parton-trio', 'Trio', '["Dolly Parton, Linda Ronstadt, Emmylou Harris"]'::jsonb, '1987'),
('csv_dr-john-gris-gris', 'csv_dr-john-the-night-tripper-gris-gris', 'Gris-Gris', '["Dr. John, The Night Tripper"]'::jsonb, '1968'),
('csv_duke-ellington-duke-ellington-and-john-coltrane', 'csv_duke-ellington-and-john-coltrane-duke-ellington-and-john-col', 'Duke Ellington & John Coltrane', '["Duke Ellington & John Coltrane"]'::jsonb, '1963'),
('csv_earl-sweatshirt-voir-dire', 'csv_earl-sweatshirt-and-the-alchemist-voir-dire', 'Voir Dire', '["Earl Sweatshirt & The Alchemist"]'::jsonb, '2023'),
('csv_elis-regina-elis-and-tom', 'csv_elis-regina-and-antonio-carlos-jobim-elis-and-tom', 'Elis & Tom', '["Elis Regina & Antônio Carlos Jobim"]'::jsonb, '1974'),
('csv_elvis-costello-and-the-attractions-this-year-s-model', 'csv_elvis-costello-this-year-s-model', 'This Year''s Model', '["Elvis Costello & The Attractions"]'::jsonb, '1978'),
('csv_elvis-costello-armed-forces', 'csv_elvis-costello-and-the-attractions-armed-forces', 'Armed Forces', '["Elvis Costello & The Attractions"]'::jsonb, '1979'),
('csv_elvis-costello-imperial-bedroom', 'csv_elvis-costello-and-the-attractions-imperial-bedroom', 'Imperial Bedroom', '["Elvis Costello & The Attractions"]'::jsonb, '1982'),
('csv_elza-soares-a-mulher-do-fim-do-mundo', 'csv_elza-a-mulher-do-fim-do-mundo', 'A mulher do fim do mundo', '["Elza Soares"]'::jsonb, '2015'),
('csv_fbc-baile', 'csv_fbc-and-vhoor-baile', 'BAILE', '["FBC & VHOOR"]'::jsonb, '2021'),
('csv_fela-kuti-afrodisiac', 'csv_fela-ransome-kuti-and-the-africa-70-afrodisiac', 'Afrodisiac', '["Fela Ransome-Kuti & The Africa ''70"]'::jsonb, '1973'),
('csv_fela-kuti-and-africa-70-expensive-shit', 'csv_fela-ransome-kuti-and-africa-70-expensive-shit', 'Expensive Shit', '["Fela Kuti","The Africa ''70"]'::jsonb, '1975'),
('csv_fela-kuti-and-africa-70-gentleman', 'csv_fela-ransome-kuti-and-the-afrika-70-gentleman', 'Gentleman', '["Fela Kuti","The Africa ''70"]'::jsonb, '1973'),
('csv_fela-kuti-and-africa-70-zombie', 'csv_fela-anikulapo-kuti-and-afrika-70-zombie', 'Zombie', '["Fela Kuti","The Africa ''70"]'::jsonb, '1977'),
('csv_fela-kuti-confusion', 'csv_fela-ransome-kuti-and-the-africa-70-confusion', 'Confusion', '["Fela Ransome-Kuti & The Africa 70"]'::jsonb, '1974'),
('csv_fela-kuti-expensive-shit', 'csv_fela-ransome-kuti-and-africa-70-expensive-shit', 'Expensive Shit', '["Fela Kuti","The Africa ''70"]'::jsonb, '1975'),
('csv_fela-kuti-gentleman', 'csv_fela-ransome-kuti-and-the-afrika-70-gentleman', 'Gentleman', '["Fela Kuti","The Africa ''70"]'::jsonb, '1973'),
('csv_fela-kuti-he-miss-road', 'csv_fela-ransome-kuti-and-the-africa-70-he-miss-road', 'He Miss Road', '["Fẹla Ransome-Kuti and The Africa 70"]'::jsonb, '1975'),
('csv_fela-kuti-roforofo-fight', 'csv_fela-and-the-africa-70-roforofo-fight', 'Roforofo Fight', '["Fela Kuti","The Africa ''70"]'::jsonb, '1972'),
('csv_fela-kuti-shakara', 'csv_fela-and-the-africa-70-shakara', 'Shakara', '["Fela and The Africa 70"]'::jsonb, '1972'),
('csv_fela-kuti-shuffering-and-shmiling', 'csv_fela-anikulapo-kuti-and-the-afrika-70-shuffering-and-shmilin', 'Shuffering and Shmiling', '["Fela Anikulapo Kuti and the Afrika 70"]'::jsonb, '1978'),
('csv_fela-kuti-sorrow-tears-and-blood', 'csv_fela-and-afrika-70-sorrow-tears-and-blood', 'Sorrow Tears and Blood', '["Fẹla and Afrika 70"]'::jsonb, '1977'),
('csv_fela-kuti-zombie', 'csv_fela-anikulapo-kuti-and-afrika-70-zombie', 'Zombie', '["Fela Kuti","The Africa ''70"]'::jsonb, '1977'),
('csv_fishmans-96-3-2-liquid-room-2nd-march-1996-at-shinjuku-liqui', 'csv_fishmans-96-3-2-liquid-room', '若いながらも歴史あり96.3.2 @新宿LIQUID ROOm', '["Fishmans"]'::jsonb, NULL),
('csv_fishmans-98-12-28-98-12-28-otokotachi-no-wakare', 'csv_fishmans-98-12-28', '98.12.28 男達の別れ', '["Fishmans"]'::jsonb, NULL),
('csv_fishmans-long-season-96-7-96-12-26-blitz-long-season-96-7-96', 'csv_fishmans-long-season-96-7-96-12-26-blitz', 'LONG SEASON ''96〜7 96.12.26 赤坂BLITZ', '["Fishmans"]'::jsonb, NULL),
('csv_fishmans-neo-yankees-holiday-07f1a2', 'csv_fishmans-158d2c', 'ネオ・ヤンキーズ・ホリデイ', '["Fishmans"]'::jsonb, NULL),
('csv_fishmans-orange-f63716', 'csv_fishmans', 'オレンジ', '["Fishmans"]'::jsonb, NULL),
('csv_floating-points-promises', 'csv_floating-points-pharoah-sanders-and-the-london-symphony-orch', 'Promises', '["Floating Points","Pharoah Sanders","London Symphony Orchestra"]'::jsonb, '2021'),
('csv_force-of-nature-samurai-champloo-music-record-impression', 'csv_force-of-nature-nujabes-fat-jon-samurai-champloo-music-recor', 'Samurai Champloo Music Record: Impression', '["Force of Nature / Nujabes / Fat Jon"]'::jsonb, '2004'),
('csv_freddie-gibbs-alfredo', 'csv_freddie-gibbs-and-the-alchemist-alfredo', 'Alfredo', '["Freddie Gibbs & The Alchemist"]'::jsonb, '2020'),
('csv_getz-and-gilberto-getz-gilberto', 'csv_stan-getz-and-joao-gilberto-featuring-antonio-carlos-jobim-g', 'Getz / Gilberto', '["Stan Getz & João Gilberto featuring Antônio Carlos Jobim"]'::jsonb, '1964'),
('csv_gilberto-gil-luar', 'csv_gilberto-gil-luar-a-gente-precisa-ver-o-luar', 'Luar (A gente precisa ver o luar)', '["Gilberto Gil"]'::jsonb, NULL),
('csv_gza-liquid-swords', 'csv_genius-gza-liquid-swords', 'Liquid Swords', '["Genius/GZA"]'::jsonb, '1995'),
('csv_hailu-mergia-wede-harer-guzo', 'csv_hailu-mergia-and-dahlak-band-wede-harer-guzo', 'Wede Harer Guzo', '["Hailu Mergia & Dahlak Band"]'::jsonb, '2016'),
('csv_harold-budd-ambient-2-the-plateaux-of-mirror', 'csv_harold-budd-brian-eno-ambient-2-the-plateaux-of-mirror', 'Ambient 2: The Plateaux of Mirror', '["Harold Budd","Brian Eno"]'::jsonb, '1980'),
('csv_harold-budd-the-pearl', 'csv_harold-budd-brian-eno-with-daniel-lanois-the-pearl', 'The Pearl', '["Harold Budd","Brian Eno"]'::jsonb, '1984'),
('csv_harry-nilsson-nilsson-schmilsson', 'csv_nilsson-nilsson-schmilsson', 'Nilsson Schmilsson', '["Nilsson"]'::jsonb, '1971'),
('csv_haruomi-hosono-pacific', 'csv_haruomi-hosono-shigeru-suzuki-tatsuro-yamashita-pacific', 'Pacific', '["細野晴臣 [Haruomi Hosono] / 鈴木茂 [Shigeru Suzuki] / 山下達郎 [Tatsuro Yamashita]"]'::jsonb, '1978'),
('csv_haruomi-hosono-shigeru-suzuki-and-tatsuro-yamashita-pacific', 'csv_haruomi-hosono-shigeru-suzuki-tatsuro-yamashita-pacific', 'Pacific', '["細野晴臣 [Haruomi Hosono] / 鈴木茂 [Shigeru Suzuki] / 山下達郎 [Tatsuro Yamashita]"]'::jsonb, '1978'),
('csv_hozan-yamamoto-silver-world', 'csv_hozan-yamamoto', '銀界', '["山本邦山 [Hozan Yamamoto]"]'::jsonb, NULL),
('csv_ichiko-aoba-live-at-ginza-sony-park', 'csv_ichiko-aoba-live-at-ginza-sony-park-july-3-2020', 'Live at Ginza Sony Park (July 3, 2020)', '["青葉市子 [Ichiko Aoba]"]'::jsonb, NULL),
('csv_isengrind-the-snowbringer-cult', 'csv_isengrind-twinsistermoon-natural-snow-buildings-the-snowbrin', 'The Snowbringer Cult', '["Isengrind / TwinSisterMoon / Natural Snow Buildings"]'::jsonb, '2008'),
('csv_israel-and-newbreed-covered-alive-in-asia-live', 'csv_israel-and-new-breed-covered-alive-in-asia', 'Covered: Alive In Asia', '["Israel & New Breed"]'::jsonb, '2015'),
('csv_itoh-masyitoh-naon-margina', 'csv_itoh-masyitoh-and-rineka-swara-naon-margina', 'Naon margina', '["Itoh Masyitoh & Rineka Swara"]'::jsonb, '1980'),
('csv_j-i-d-the-forever-story', 'csv_jid-the-forever-story', 'The Forever Story', '["JID"]'::jsonb, '2022'),
('csv_janet-jackson-all-for-you', 'csv_janet-all-for-you', 'All for You', '["Janet Jackson"]'::jsonb, '2001'),
('csv_janet-jackson-the-velvet-rope', 'csv_janet-the-velvet-rope', 'The Velvet Rope', '["Janet Jackson"]'::jsonb, '1997'),
('csv_jid-dicaprio-2', 'csv_j-i-d-dicaprio-2', 'DiCaprio 2', '["JID"]'::jsonb, '2018'),
('csv_jid-the-never-story', 'csv_j-i-d-the-never-story', 'The Never Story', '["JID"]'::jsonb, '2017'),
('csv_john-coltrane-john-coltrane-and-johnny-hartman', 'csv_john-coltrane-and-johnny-hartman-john-coltrane-and-johnny-ha', 'John Coltrane and Johnny Hartman', '["John Coltrane and Johnny Hartman"]'::jsonb, '1963'),
('csv_john-prince-john-prine', 'csv_john-prine-john-prine', 'John Prine', '["John Prine"]'::jsonb, '1971'),
('csv_johnny-hobo-and-the-freight-trains-love-songs-for-the-apocal', 'csv_johnny-hobo-and-the-freight-trains-mantits-love-songs-for-th', 'Love Songs for the Apocalypse', '["Johnny Hobo and the Freight Trains / ManTits"]'::jsonb, '2005'),
('csv_jon-hassell-fourth-world-vol-1-possible-musics', 'csv_jon-hassell-and-brian-eno-fourth-world-vol-1-possible-musics', 'Fourth World Vol. 1: Possible Musics', '["Jon Hassell & Brian Eno"]'::jsonb, '1980'),
('csv_keiichi-okabe-nier-automata-original-soundtrack', 'csv_keiichi-okabe-and-keigo-hoashi-nier-automata', 'NieR:Automata', '["岡部啓一 [Keiichi Okabe] & 帆足圭吾 [Keigo Hoashi]"]'::jsonb, '2017'),
('csv_keiji-haino-koko', 'csv_keiji-haino', 'ここ', '["灰野敬二 [Keiji Haino]"]'::jsonb, NULL),
('csv_keith-rowe-duos-for-doris', 'csv_keith-rowe-and-john-tilbury-duos-for-doris', 'Duos for Doris', '["Keith Rowe & John Tilbury"]'::jsonb, '2003'),
('csv_kronos-quartet-different-trains-electric-counterpoint', 'csv_kronos-quartet-pat-metheny-different-trains-electric-counter', 'Different Trains; Electric Counterpoint', '["Kronos Quartet / Pat Metheny"]'::jsonb, '1989'),
('csv_kylie-minogue-disco', 'csv_kylie-disco', 'DISCO', '["Kylie Minogue"]'::jsonb, '2020'),
('csv_kylie-minogue-fever', 'csv_kylie-fever', 'Fever', '["Kylie Minogue"]'::jsonb, '2001'),
('csv_l-arpeggiata-la-tarantella-antidotum-tarantulae', 'csv_l-arpeggiata-christina-pluhar-lucilla-galeazzi-marco-beasley', 'La tarantella: Antidotum tarantulae', '["L'' Arpeggiata / Christina Pluhar / Lucilla Galeazzi / Marco Beasley"]'::jsonb, '2002'),
('csv_mariah-utakata-no-hibi', 'csv_mariah', 'うたかたの日々', '["Mariah"]'::jsonb, NULL),
('csv_mark-kozelek-perils-from-the-sea', 'csv_mark-kozelek-and-jimmy-lavalle-perils-from-the-sea', 'Perils From the Sea', '["Mark Kozelek & Jimmy LaValle"]'::jsonb, '2013'),
('csv_masayoshi-takanaka-brasilian-skies', 'csv_takanaka-brasilian-skies', 'Brasilian Skies', '["高中正義 [Masayoshi Takanaka]"]'::jsonb, '1978'),
('csv_meteoric-eyes', 'csv_5a6f5115da', '覚醒彗星', '["こじょう ひとし"]'::jsonb, NULL),
('csv_michael-hurley-and-pals-armchair-boogie', 'csv_michael-hurley-armchair-boogie', 'Armchair Boogie', '["Michael Hurley & Pals"]'::jsonb, '1971'),
('csv_michael-hurley-have-moicy', 'csv_michael-hurley-the-unholy-modal-rounders-jeffrey-fredericks', 'Have Moicy!', '["Michael Hurley, The Unholy Modal Rounders, Jeffrey Fredericks & The Clamtones"]'::jsonb, '1976'),
('csv_michael-nesmith-magnetic-south', 'csv_michael-nesmith-and-the-first-national-band-magnetic-south', 'Magnetic South', '["Michael Nesmith & The First National Band"]'::jsonb, '1970'),
('csv_michael-pisaro-liu-continuum-unbound', 'csv_michael-pisaro-greg-stuart-patrick-farmer-joe-panzner-toshiy', 'Continuum Unbound', '["Michael Pisaro / Greg Stuart / Patrick Farmer / Joe Panzner / Toshiya Tsunoda"]'::jsonb, '2014'),
('csv_michael-pisaro-liu-nature-denatured-and-found-again', 'csv_michael-pisaro-nature-denatured-and-found-again', 'Nature Denatured and Found Again', '["Michael Pisaro-Liu"]'::jsonb, '2019'),
('csv_milo-and-kenny-segal-so-the-flies-don-t-come', 'csv_milo-so-the-flies-don-t-come', 'So the Flies Don''t Come', '["Milo & Kenny Segal"]'::jsonb, '2015'),
('csv_milton-nascimento-clube-da-esquina', 'csv_milton-nascimento-and-lo-borges-clube-da-esquina', 'Clube da Esquina', '["Milton Nascimento & Lô Borges"]'::jsonb, '1972'),
('csv_missy-elliott-supa-dupa-fly', 'csv_missy-misdemeanor-elliott-supa-dupa-fly', 'Supa Dupa Fly', '["Missy Elliott"]'::jsonb, '1997'),
('csv_moor-mother-brass', 'csv_moor-mother-and-billy-woods-brass', 'Brass', '["Moor Mother & Billy Woods"]'::jsonb, '2020'),
('csv_neil-young-everybody-knows-this-is-nowhere', 'csv_neil-young-with-crazy-horse-everybody-knows-this-is-nowhere', 'Everybody Knows This Is Nowhere', '["Neil Young","Crazy Horse"]'::jsonb, '1969'),
('csv_neil-young-rust-never-sleeps', 'csv_neil-young-and-crazy-horse-rust-never-sleeps', 'Rust Never Sleeps', '["Neil Young & Crazy Horse"]'::jsonb, '1979'),
('csv_neil-young-zuma', 'csv_neil-young-with-crazy-horse-zuma', 'Zuma', '["Neil Young","Crazy Horse"]'::jsonb, '1975'),
('csv_neville-marriner-amadeus', 'csv_academy-of-st-martin-in-the-fields-neville-marriner-amadeus', 'Amadeus', '["Academy of St Martin-in-the-Fields / Neville Marriner"]'::jsonb, '1984'),
('csv_new-york-philharmonic-le-sacre-du-printemps', 'csv_new-york-philharmonic-leonard-bernstein-le-sacre-du-printemp', 'Le sacre du printemps', '["New York Philharmonic / Leonard Bernstein"]'::jsonb, '1958'),
('csv_neworder-technique', 'csv_new-order-technique', 'Technique', '["New Order"]'::jsonb, '1989'),
('csv_nicholas-craven-fair-exchange-no-robbery', 'csv_boldy-james-and-nicholas-craven-fair-exchange-no-robbery', 'Fair Exchange No Robbery', '["Boldy James & Nicholas Craven"]'::jsonb, '2022'),
('csv_nickelus-f-and-shawn-kemp-trick-dice', 'csv_nickelus-f-trick-dice', 'Trick Dice', '["Nickelus F & Shawn Kemp"]'::jsonb, '2015'),
('csv_nujabes-samurai-champloo-music-record-departure', 'csv_nujabes-fat-jon-samurai-champloo-music-record-departure', 'Samurai Champloo Music Record: Departure', '["Nujabes / Fat Jon"]'::jsonb, '2004'),
('csv_os-mutantes-a-divina-comedia-ou-ando-meio-desligado', 'csv_mutantes-a-divina-comedia-ou-ando-meio-desligado', 'A divina comédia ou ando meio desligado', '["Os Mutantes"]'::jsonb, '1970'),
('csv_os-mutantes-mutantes', 'csv_mutantes-mutantes', 'Mutantes', '["Os Mutantes"]'::jsonb, '1969'),
('csv_p-j-harvey-stories-from-the-city-stories-from-the-sea', 'csv_pj-harvey-stories-from-the-city-stories-from-the-sea', 'Stories From the City, Stories From the Sea', '["PJ Harvey"]'::jsonb, '2000'),
('csv_p-j-harvey-white-chalk', 'csv_pj-harvey-white-chalk', 'White Chalk', '["PJ Harvey"]'::jsonb, '2007'),
('csv_paraiso', 'csv_7d36ca81e0', 'はらいそ', '["細野 晴臣イエロー・マジック・バンド"]'::jsonb, NULL),
('csv_parannoul-downfall-of-the-neon-youth', 'csv_parannoul-asian-glow-sonhos-tomam-conta-downfall-of-the-neon', 'Downfall of the Neon Youth', '["파란노을 [Parannoul] / Asian Glow / sonhos tomam conta"]'::jsonb, '2021'),
('csv_paul-mccartney-ram', 'csv_paul-and-linda-mccartney-ram', 'Ram', '["Paul McCartney","Linda McCartney"]'::jsonb, '1971'),
('csv_pauline-oliveros-deep-listening', 'csv_pauline-oliveros-stuart-dempster-and-panaiotis-deep-listenin', 'Deep Listening', '["Pauline Oliveros, Stuart Dempster & Panaiotis"]'::jsonb, '1989'),
('csv_pete-rock-and-cl-smooth-mecca-and-the-soul-brother', 'csv_pete-rock-and-c-l-smooth-mecca-and-the-soul-brother', 'Mecca and the Soul Brother', '["Pete Rock & C.L. Smooth"]'::jsonb, '1992'),
('csv_pete-rock-and-cl-smooth-the-main-ingredient', 'csv_pete-rock-and-c-l-smooth-the-main-ingredient', 'The Main Ingredient', '["Pete Rock & C.L. Smooth"]'::jsonb, '1994'),
('csv_pete-rock-center-of-attention', 'csv_pete-rock-and-ini-center-of-attention', 'Center of Attention', '["Pete Rock & InI"]'::jsonb, '2003'),
('csv_quelle-chris-innocent-country-2', 'csv_quelle-chris-and-chris-keys-innocent-country-2', 'Innocent Country 2', '["Quelle Chris & Chris Keys"]'::jsonb, '2020'),
('csv_rainbow-ritchie-blackmore-s-rainbow', 'csv_ritchie-blackmore-s-rainbow-ritchie-blackmore-s-rainbow', 'Ritchie Blackmore''s Rainbow', '["Rainbow"]'::jsonb, '1975'),
('csv_richard-dawson-henki', 'csv_richard-dawson-and-circle-henki', 'Henki', '["Richard Dawson & Circle"]'::jsonb, '2021'),
('csv_run-dmc-raising-hell', 'csv_run-d-m-c-raising-hell', 'Raising Hell', '["Run-D.M.C."]'::jsonb, '1986'),
('csv_run-dmc-run-d-m-c', 'csv_run-d-m-c-run-d-m-c', 'Run-D.M.C.', '["Run-D.M.C."]'::jsonb, '1984'),
('csv_rx-papi-foreign-exchange', 'csv_rx-papi-and-gud-foreign-exchange', 'Foreign Exchange', '["Rx Papi & Gud"]'::jsonb, '2021'),
('csv_rxknephew-slitherman-activated', 'csv_rxk-nephew-slitherman-activated', 'Slitherman Activated', '["RXKNephew"]'::jsonb, '2021'),
('csv_ryo-fukui-scenery-f96f7d', 'csv_ryo-fukui', 'シーナリィ', '["福居良 [Ryo Fukui]"]'::jsonb, NULL),
('csv_ryuichi-sakamoto-thousand-knives-of-ryuichi-sakamoto-77ba16', 'csv_ryuichi-sakamoto', '千のナイフ', '["Ryuichi Sakamoto"]'::jsonb, NULL),
('csv_secos-and-molhados-secos-and-molhados-d65a96', 'csv_secos-and-molhados-secos-and-molhados', 'Secos & Molhados', '["Secos & Molhados"]'::jsonb, '1973'),
('csv_serani-poji-one-room-survival-6507ac', 'csv_serani-poji', 'ワンルームサバイバル', '["Serani Poji"]'::jsonb, NULL),
('csv_shania-twain-up-country-mixes', 'csv_shania-twain-up', 'Up!', '["Shania Twain"]'::jsonb, '2002'),
('csv_sheena-ringo-shouso-strip-winning-strip', 'csv_sheena-ringo-shouso-strip', 'Shouso Strip', '["椎名林檎 [Sheena Ringo]"]'::jsonb, NULL),
('csv_shivkumar-sharma-call-of-the-valley', 'csv_shivkumar-sharma-brij-bhushan-kabra-and-hariprasad-chaurasia', 'Call of the Valley', '["Shivkumar Sharma, Brij Bhushan Kabra & Hariprasad Chaurasia"]'::jsonb, '1968'),
('csv_snoop-dogg-doggystyle', 'csv_snoop-doggy-dogg-doggystyle', 'Doggystyle', '["Snoop Dogg"]'::jsonb, '1993'),
('csv_staatsorchester-stuttgart-tabula-rasa', 'csv_staatsorchester-stuttgart-lithuanian-chamber-orchestra-the-1', 'Tabula rasa', '["Staatsorchester Stuttgart","Lietuvos kamerinis orkestras","Die 12 Cellisten der Berliner Philharmoniker","Dennis Russell Davies","Saulius Sondeckis","Gidon Kremer","Keith Jarrett","Татьяна Гринденко [Tatjana Grindenko]","Альфред Шнитке [Alfred Schnittke]"]'::jsonb, '1984'),
('csv_stan-getz-and-joao-gilberto-getz-gilberto', 'csv_stan-getz-and-joao-gilberto-featuring-antonio-carlos-jobim-g', 'Getz / Gilberto', '["Stan Getz & João Gilberto featuring Antônio Carlos Jobim"]'::jsonb, '1964'),
('csv_stan-getz-for-musicians-only', 'csv_stan-getz-dizzy-gillespie-and-sonny-stitt-for-musicians-only', 'For Musicians Only', '["Stan Getz, Dizzy Gillespie & Sonny Stitt"]'::jsonb, '1958'),
('csv_stan-getz-jazz-samba', 'csv_stan-getz-and-charlie-byrd-jazz-samba', 'Jazz Samba', '["Stan Getz & Charlie Byrd"]'::jsonb, '1962'),
('csv_stan-getz-jazz-samba-encore', 'csv_stan-getz-and-luiz-bonfa-jazz-samba-encore', 'Jazz Samba Encore!', '["Stan Getz & Luiz Bonfá"]'::jsonb, '1963'),
('csv_stephen-stills-manassas', 'csv_stephen-stills-manassas-manassas', 'Manassas', '["Stephen Stills / Manassas"]'::jsonb, '1972'),
('csv_sufjan-stevens-a-beginner-s-mind', 'csv_sufjan-stevens-and-angelo-de-augustine-a-beginner-s-mind', 'A Beginner''s Mind', '["Sufjan Stevens & Angelo De Augustine"]'::jsonb, '2021'),
('csv_taeko-onuki-mignonne', 'csv_taeko-ohnuki-mignonne', 'Mignonne', '["大貫妙子 [Taeko Ohnuki]"]'::jsonb, '1978'),
('csv_taeko-onuki-sunshower', 'csv_taeko-ohnuki-sunshower', 'Sunshower', '["大貫妙子 [Taeko Ohnuki]"]'::jsonb, '1977'),
('csv_taylor-swift-1989-6f6498', 'csv_taylor-swift-1989', '1989', '["Taylor Swift"]'::jsonb, '2014'),
('csv_taylor-swift-fearless-e7318f', 'csv_taylor-swift-fearless', 'Fearless', '["Taylor Swift"]'::jsonb, '2008'),
('csv_thaiboy-digital-trash-island', 'csv_thaiboy-digital-bladee-and-ecco2k-trash-island', 'Trash Island', '["Thaiboy Digital, Bladee & Ecco2K"]'::jsonb, '2019'),
('csv_the-charles-mingus-jazz-workshop-the-clown', 'csv_charles-mingus-the-clown', 'The Clown', '["Charles Mingus"]'::jsonb, '1957'),
('csv_the-mamas-and-the-papas-if-you-can-believe-your-eyes-and-ear', 'csv_the-mama-s-and-the-papa-s-if-you-can-believe-your-eyes-and-e', 'If You Can Believe Your Eyes and Ears', '["The Mama''s and The Papa''s"]'::jsonb, '1966'),
('csv_the-moody-blues-days-of-future-passed', 'csv_the-moody-blues-with-the-london-festival-orchestra-days-of-f', 'Days of Future Passed', '["The Moody Blues With The London Festival Orchestra"]'::jsonb, '1967'),
('csv_the-stooges-raw-power', 'csv_iggy-and-the-stooges-raw-power', 'Raw Power', '["Iggy and The Stooges"]'::jsonb, '1973'),
('csv_the-tallis-scholars-spem-in-alium', 'csv_the-tallis-scholars-peter-phillips-spem-in-alium', 'Spem in alium', '["The Tallis Scholars / Peter Phillips"]'::jsonb, '1985'),
('csv_the-velvet-underground-the-velvet-underground-and-nico', 'csv_the-velvet-underground-and-nico-the-velvet-underground-and-n', 'The Velvet Underground & Nico', '["The Velvet Underground & Nico"]'::jsonb, '1967'),
('csv_thelonious-monk-monk-s-dream', 'csv_the-thelonious-monk-quartet-monk-s-dream', 'Monk''s Dream', '["Thelonious Monk"]'::jsonb, '1963'),
('csv_u2-how-to-dismantle-an-atomic-bomb-297773', 'csv_u2-how-to-dismantle-an-atomic-bomb', 'How to Dismantle an Atomic Bomb', '["U2"]'::jsonb, '2004'),
('csv_waylon-dreaming-my-dreams', 'csv_waylon-jennings-dreaming-my-dreams', 'Dreaming My Dreams', '["Waylon Jennings"]'::jsonb, '1975'),
('csv_waylon-jennings-willie-nelson-jessi-colter-tompall-glaser-wa', 'csv_waylon-jennings-wanted-the-outlaws', 'Wanted! The Outlaws', '["Waylon Jennings, Willie Nelson, Jessi Colter, Tompall Glaser"]'::jsonb, '1976'),
('csv_zappa-joe-s-garage-act-i', 'csv_frank-zappa-joe-s-garage-act-i', 'Joe''s Garage Act I', '["Frank Zappa"]'::jsonb, '1979');
--> statement-breakpoint
UPDATE "album" SET "catalog_id" = m."kept" FROM "catalog_alias_move" m WHERE "album"."catalog_id" = m."alias";
--> statement-breakpoint
CREATE TEMPORARY TABLE "catalog_alias_target" AS
SELECT m."alias" AS "old_id", m."kept",
  coalesce((SELECT s."id" FROM "album" s WHERE s."catalog_id" = m."kept" AND s."spotify_id" IS NOT NULL ORDER BY s."id" LIMIT 1), m."kept") AS "new_id"
FROM "catalog_alias_move" m WHERE EXISTS (SELECT 1 FROM "album" a WHERE a."id" = m."alias");
--> statement-breakpoint
INSERT INTO "album" ("id", "catalog_id", "title", "artists", "release_date", "genres")
SELECT DISTINCT ON (m."kept") m."kept", m."kept", m."title", m."artists", m."release_date", a."genres"
FROM "catalog_alias_target" t JOIN "catalog_alias_move" m ON m."alias" = t."old_id" JOIN "album" a ON a."id" = t."old_id"
WHERE t."new_id" = m."kept" ORDER BY m."kept", t."old_id"
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE TEMPORARY TABLE "catalog_alias_record" AS
SELECT u."user_id", p."new_id" AS "album_id",
  (array_agg(u."rating" ORDER BY u."updated_at" DESC) FILTER (WHERE u."rating" IS NOT NULL))[1] AS "rating",
  coalesce((array_agg(u."tags" ORDER BY u."updated_at" DESC) FILTER (WHERE jsonb_array_length(u."tags") > 0))[1], '[]'::jsonb) AS "tags",
  (array_agg(u."notes" ORDER BY u."updated_at" DESC) FILTER (WHERE u."notes" IS NOT NULL))[1] AS "notes",
  bool_or(u."is_favorite") AS "is_favorite",
  (array_agg(u."is_known" ORDER BY u."updated_at" DESC) FILTER (WHERE u."is_known" IS NOT NULL))[1] AS "is_known",
  bool_or(u."in_library") AS "in_library",
  max(u."library_saved_at") AS "library_saved_at",
  max(u."last_listened_at") AS "last_listened_at",
  min(u."created_at") AS "created_at",
  max(u."updated_at") AS "updated_at"
FROM "user_album" u
JOIN (SELECT "old_id", "new_id" FROM "catalog_alias_target" UNION SELECT "new_id", "new_id" FROM "catalog_alias_target") p ON u."album_id" = p."old_id"
GROUP BY u."user_id", p."new_id"
HAVING bool_or(u."album_id" <> p."new_id");
--> statement-breakpoint
DELETE FROM "user_album" u USING "catalog_alias_record" r,
  (SELECT "old_id", "new_id" FROM "catalog_alias_target" UNION SELECT "new_id", "new_id" FROM "catalog_alias_target") p
WHERE u."user_id" = r."user_id" AND u."album_id" = p."old_id" AND p."new_id" = r."album_id";
--> statement-breakpoint
INSERT INTO "user_album" ("user_id", "album_id", "rating", "tags", "notes", "is_favorite", "is_known", "in_library", "library_saved_at", "last_listened_at", "created_at", "updated_at")
SELECT "user_id", "album_id", "rating", "tags", "notes", "is_favorite", "is_known", "in_library", "library_saved_at", "last_listened_at", "created_at", "updated_at" FROM "catalog_alias_record";
--> statement-breakpoint
UPDATE "play" SET "album_id" = t."new_id" FROM "catalog_alias_target" t WHERE "play"."album_id" = t."old_id";
--> statement-breakpoint
UPDATE "recommendation" SET "album_id" = t."new_id" FROM "catalog_alias_target" t WHERE "recommendation"."album_id" = t."old_id";
--> statement-breakpoint
UPDATE "recommendation" SET "details" = jsonb_set("details", '{catalogId}', to_jsonb(m."kept")) FROM "catalog_alias_move" m WHERE "recommendation"."details"->>'catalogId' = m."alias";
--> statement-breakpoint
UPDATE "give" SET "album_id" = t."new_id" FROM "catalog_alias_target" t WHERE "give"."album_id" = t."old_id";
--> statement-breakpoint
DELETE FROM "album" a USING "catalog_alias_target" t WHERE a."id" = t."old_id";
--> statement-breakpoint
DROP TABLE "catalog_alias_move", "catalog_alias_target", "catalog_alias_record";
