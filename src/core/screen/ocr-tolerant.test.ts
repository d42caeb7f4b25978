import { describe, expect, it } from 'vitest';
import { keyIdFindings, mailboxNameFindings, screenNameFindings, slackWebhookFindings, ocrEmailFindings, ocrPhoneFindings, ocrTolerantFindings, pemFindings, prefixedKeyFindings } from './ocr-tolerant';

const spans = (text: string, found: ReadonlyArray<{ start: number; end: number }>): string[] => found.map((f) => text.slice(f.start, f.end));

describe('e-mail addresses as OCR reads them', () => {
  it("finds an address whose '@' OCR read as a letter, or whose dots became spaces, commas or '_'", () => {
    for (const [text, value] of [
      ["const owner = 'santiago-larsenfexample.co.uk';", 'santiago-larsenfexample.co.uk'],
      ['Chidi Visser   chidi.visser@example net   Austin', 'chidi.visser@example net'],
      ['Tariq Farouk   tarig526@ example net   503', 'tarig526@ example net'],
      ['Billing contact castillo. mfexample co uk', 'castillo. mfexample co uk'],
      ['user: ana.ruiz@example_org', 'ana.ruiz@example_org'],
      // A top-level domain OCR misread, a dot it dropped, a glyph before the '@'.
      ["7 const owner = 'tfarouki6fexample.con';", 'tfarouki6fexample.con'],
      ['Fatima Larsen   fatimadB0@examplenet   617-555-0172', 'fatimadB0@examplenet'],
      ['Bruno Haddad   bruno306{@mail.example.org   +1 415 555 0111', 'bruno306{@mail.example.org'],
      ['Bruna Hadad   brunosoo@mailexampleors +1415SSS0UI', 'brunosoo@mailexampleors'],
      ['2   emall   lucia. whitfield@corp example do   active', 'lucia. whitfield@corp example do'],
    ] as const) {
      expect(spans(text, ocrEmailFindings(text)), text).toContain(value);
    }
  });

  it('leaves prose, host names and words before a letter alone', () => {
    for (const text of ['see the selfexample.com page', 'thanks @dotnet and @angular/core', 'npm i react@18 left-pad@1.3.0', 'ping @maintainers on the cabinet', 'Used to post release notes to deployments.', 'npm run build && deploy to staging.example.com', 'version 2.4 of the config file']) {
      expect(ocrEmailFindings(text), text).toEqual([]);
    }
  });
});

describe('access key ids OCR misread', () => {
  it('covers an id whose prefix or body glyphs OCR changed, or that it split once', () => {
    const cases: Array<[string, string]> = [
      ['|   J AKTASWMVATAVPEAMKE]Y', 'AKTASWMVATAVPEAMKE]Y'],
      ['aws_access_key_id = AK1A4SUZI4RNAHQLV6JA', 'AK1A4SUZI4RNAHQLV6JA'],
      ['id: ASlAMAJBEXFF TFU75XLT (prod)', 'ASlAMAJBEXFF TFU75XLT'],
      ['AKIAKLX4VOJ5DFYRVAH|', 'AKIAKLX4VOJ5DFYRVAH|'],
      // A bracket between letters, as the glyph repair reads it back (`]` as `j`).
      ['|   J AKTASWMVATAVPEAMKEjY', 'AKTASWMVATAVPEAMKEjY'],
    ];
    for (const [text, value] of cases) expect(spans(text, keyIdFindings(text)), text).toEqual([value]);
  });

  it('leaves capitalised prose and short or long runs after a prefix-like word', () => {
    for (const benign of ['ASIA PACIFIC MARKETS OVERVIEW', 'AKTA RESEARCH AND DEVELOPMENT', 'ASIA2025', 'AKIAXXXXXXXXXXXXXXXXXXXXXXXXXXXX', 'Asia Pacific region']) {
      expect(keyIdFindings(benign), benign).toEqual([]);
    }
  });
});

describe('provider keys by their prefix', () => {
  it('covers the whole key through stray glyphs and the spaces OCR split it at', () => {
    const cases: Array<[string, string]> = [
      ['$ gh auth login ~-with-token <<< ghp_uAZoS{SERGNETZPQhZRKX2BVGMNNMGSISCKE', 'ghp_uAZoS{SERGNETZPQhZRKX2BVGMNNMGSISCKE'],
      ['Slack bot token XoXb-98461777050-922700777757- 387755988087 -9¢ 1136020 7e4eope2d4afazbbicazct', 'XoXb-98461777050-922700777757- 387755988087 -9¢ 1136020 7e4eope2d4afazbbicazct'],
      ["const slack = new WebClient('xoxb-190615453941-6868455 32804- VEZ 5dggSK Gv nl 263 RmE' );", 'xoxb-190615453941-6868455 32804- VEZ 5dggSK Gv nl 263 RmE'],
      ['export STRIPE_SECRET_KEY=3k_live_VAFIZIQTILSK2CeSx7wavmp', '3k_live_VAFIZIQTILSK2CeSx7wavmp'],
    ];
    for (const [text, value] of cases) expect(spans(text, prefixedKeyFindings(text)), text).toEqual([value]);
  });

  it('reads Stripe and Slack prefixes through OCR misreadings of their separators and letters', () => {
    const cases: Array<[string, string]> = [
      ['STRIPE_KEY=sk.live_4eC39HqLyjWDarjtT1zdp7dc', 'sk.live_4eC39HqLyjWDarjtT1zdp7dc'],
      ['key: sklive_4eC39HqLyjWDarjtT1zdp7dc done', 'sklive_4eC39HqLyjWDarjtT1zdp7dc'],
      ['rk_Iive-51MzQ2kLk8sTvB3xQpW9aYc0d', 'rk_Iive-51MzQ2kLk8sTvB3xQpW9aYc0d'],
      ['signing secret whsec_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8Fm', 'whsec_5WbX5kEWLlfzsGNjH64I8lOOqUB6e8Fm'],
      ['token xox6-364100188110-183051964799-IncqMMATDNYPGROV', 'xox6-364100188110-183051964799-IncqMMATDNYPGROV'],
      ['SLACK_APP_TOKEN=xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a775c87c1a', 'xapp-1-AMA2WLSDB1V-3975609206569-cdeefa6e157d2cb9226577a775c87c1a'],
      ['"access_token": "xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9"', 'xoxe.xoxp-1-yHGL9pkdo3NSBUttpLzCdktTDWO3ZksHns3uikE9'],
    ];
    for (const [text, value] of cases) expect(spans(text, prefixedKeyFindings(text)), text).toEqual([value]);
  });

  it('follows a key the screen wrapped onto the next line, and only a random-looking rest', () => {
    const text = 'As discussed, the value is xapp-1-AMOEAOBO0S54-4035790387030-\n308405e16a054294eb5428a9a15a3b4edfb3c7de4b7438bb8\nThanks, that works now';
    expect(spans(text, prefixedKeyFindings(text))).toEqual(['xapp-1-AMOEAOBO0S54-4035790387030-\n308405e16a054294eb5428a9a15a3b4edfb3c7de4b7438bb8']);
    // Cut after a few characters of the body, the key is whole only with its rest.
    const cut = 'Secret key sk_live_51Hc\n  Ab12XyZ9kLmN0pQrStUvWx34\n';
    expect(spans(cut, prefixedKeyFindings(cut))).toEqual(['sk_live_51Hc\n  Ab12XyZ9kLmN0pQrStUvWx34']);
    // A next line of words, or a key followed by more on its own line, is not its rest.
    const prose = 'token xoxb-364100188110-183051964799-IncqMMATDNYPGROV\nRestarting the deployment now';
    expect(spans(prose, prefixedKeyFindings(prose))).toEqual(['xoxb-364100188110-183051964799-IncqMMATDNYPGROV']);
    const json = '"key": "sk_live_4eC39HqLyjWDarjtT1zdp7dc",\n  "build": "a1b2c3d4e5f6"';
    expect(spans(json, prefixedKeyFindings(json))).toEqual(['sk_live_4eC39HqLyjWDarjtT1zdp7dc']);
  });

  it('stops at the words after a key and ignores commands that share a prefix', () => {
    const text = 'token xoxb-364100188110-183051964799-IncqMMATDNYPGROV then restart the service';
    expect(spans(text, prefixedKeyFindings(text))).toEqual(['xoxb-364100188110-183051964799-IncqMMATDNYPGROV']);
    for (const benign of ['$ npm install express-validator', '$ npm run migrate -- --env staging', 'pip install sk-learn-helpers']) {
      expect(prefixedKeyFindings(benign), benign).toEqual([]);
    }
  });
});

describe('Slack webhook URLs as OCR reads them', () => {
  it('covers the secret path through a misread host and the spaces OCR split it at', () => {
    const text = '"slack 3": "hitps://hooksslack.com/services/   TAHKJ271 T/BCSFYSMFS/TATY fIMWG71RnigfnbWy0i YA",';
    expect(spans(text, slackWebhookFindings(text))).toEqual(['hooksslack.com/services/   TAHKJ271 T/BCSFYSMFS/TATY fIMWG71RnigfnbWy0i YA']);
    const plain = 'POST https://hooks.slack.corn/services/T4HKJ271T/BCSFY5MFS/TAIYfIMWG71RnigfnbWy0iYA then check the channel';
    expect(spans(plain, slackWebhookFindings(plain))).toEqual(['hooks.slack.corn/services/T4HKJ271T/BCSFY5MFS/TAIYfIMWG71RnigfnbWy0iYA']);
  });

  it('leaves the documentation path and a URL without a path alone', () => {
    for (const benign of ['Create one at https://hooks.slack.com/services/ in the app settings', 'see api.slack.com/messaging/webhooks for details']) {
      expect(slackWebhookFindings(benign), benign).toEqual([]);
    }
  });
});

describe('telephone numbers as OCR reads them', () => {
  it('finds a number with digits read as letters, and one a strict plan refuses', () => {
    const text = 'reach me on +1 312 S56 8150 until six, or +44 7700 900157 after';
    expect(spans(text, ocrPhoneFindings(text))).toEqual(['+1 312 S56 8150', '+44 7700 900157']);
  });

  it('finds a national number after its trunk 0 when OCR read a digit as a letter', () => {
    const text = 'Tel. 020 7946 O9S8 (office), mobile 06 12 34 S6 78, fax (030) 1234 567B';
    expect(spans(text, ocrPhoneFindings(text))).toEqual(['020 7946 O9S8', '06 12 34 S6 78', '(030) 1234 567B']);
  });

  it('leaves version numbers, counts and ids alone', () => {
    for (const text of ['added 812 packages in 9s', 'build 4812 finished in 6 minutes', 'Invoice 2026-118 for October', '+3 more', 'tests passed: 214, failed: 0', 'released 01.02.2024 as 0.12.3', 'range 0 100 200 300 Is', 'ids 0xDEADBEEF 0o755 at 0 1234 5678']) {
      expect(ocrPhoneFindings(text), text).toEqual([]);
    }
  });
});

describe('PEM private keys whose armour OCR read with em-dashes', () => {
  it('covers each body line', () => {
    const text = ['$ cat key.pem', '\u2014BEGIN RSA PRIVATE KEY\u2014', 'MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun', 'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK', '\u2014END RSA PRIVATE KEY\u2014', '$ ls'].join('\n');
    const found = pemFindings(text);
    expect(spans(text, found)).toEqual(['MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun', 'VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK']);
    expect(found.every((f) => f.category === 'credential')).toBe(true);
  });

  it('needs the armour: base64 lines alone are left to the other readings', () => {
    expect(pemFindings('MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\n')).toEqual([]);
  });
});

describe("a mail header's display name", () => {
  it('is found when OCR broke the address after it', () => {
    const text = 'From: Lella Takahashi <ltahafasti3Toeximple.net>\nSubject: Invoice 2026-118 for October\nFrom! Leila Takahashi cltakahasti3Teoxample.net>';
    expect(spans(text, mailboxNameFindings(text))).toEqual(['Lella Takahashi', 'Leila Takahashi']);
  });

  it('is not taken from a subject or a sentence', () => {
    expect(mailboxNameFindings('Subject: Invoice For October\nPlease send it To Finance Team today')).toEqual([]);
  });
});

describe('person names on a screen', () => {
  it('takes a misread given name, a surname shape, or a run after a word that names a person', () => {
    const cases: Array<[string, string]> = [
      ['Lella Takahashi joined the call', 'Lella Takahashi'],
      ['6. Customer Aroha Sokolov', 'Aroha Sokolov'],
      ['Owner Wiremu Ngata', 'Wiremu Ngata'],
      ['Reviewed by - Anneliese Whitfield', 'Anneliese Whitfield'],
      ['Kwabena Mensah-Bonsu | Accra | active', 'Kwabena Mensah-Bonsu'],
    ];
    for (const [text, value] of cases) expect(spans(text, screenNameFindings(text)), text).toEqual([value]);
  });

  it('leaves headings, product names and places alone', () => {
    for (const benign of ['Release Notes', 'Visual Studio Code', 'Customer Success Team', 'Owner Permissions', 'Anneliese Whitfield Street', 'Pull Request Review', 'Serverless Framework', 'Quarterly Report', 'Settings General Billing']) {
      expect(screenNameFindings(benign), benign).toEqual([]);
    }
  });
});

describe('on ordinary screen text', () => {
  it('finds nothing', () => {
    const text = ['$ git pull --rebase origin main', 'Already up to date.', 'Showing 4 of 212 accounts - sorted by renewal date', 'Changes take effect after the next deploy.', '{"ts":"2026-11-02T08:14:12Z","level":"info","msg":"cache warmed","keys":1840}'].join('\n');
    expect(ocrTolerantFindings(text)).toEqual([]);
  });
});
