/**
 * Credential recognizers, one module per provider (or vendor-neutral format family), modelled on
 * gitleaks' rule set. Vendors come first; the vendor-neutral families (key files, JWTs, URLs with
 * passwords, HTTP headers, environment files, generic assignments) last.
 */
import type { Recognizer } from '../types';
import type { CredentialProvider } from './_rule';
import { ONEPASSWORD } from './1password';
import { ADOBE } from './adobe';
import { AGE } from './age';
import { AIRTABLE } from './airtable';
import { ALGOLIA } from './algolia';
import { ALIBABA } from './alibaba';
import { ANTHROPIC } from './anthropic';
import { ASANA } from './asana';
import { ATLASSIAN } from './atlassian';
import { AWS } from './aws';
import { AZURE } from './azure';
import { BREVO } from './brevo';
import { CLOJARS } from './clojars';
import { CLOUDFLARE } from './cloudflare';
import { COHERE } from './cohere';
import { CONFLUENT } from './confluent';
import { CONTENTFUL } from './contentful';
import { DATABRICKS } from './databricks';
import { DATADOG } from './datadog';
import { DEEPSEEK } from './deepseek';
import { DIGITALOCEAN } from './digitalocean';
import { DISCORD } from './discord';
import { DOCKER } from './docker';
import { DOPPLER } from './doppler';
import { DROPBOX } from './dropbox';
import { DYNATRACE } from './dynatrace';
import { EASYPOST } from './easypost';
import { FIGMA } from './figma';
import { FIREBASE } from './firebase';
import { FLUTTERWAVE } from './flutterwave';
import { FLY_IO } from './fly-io';
import { GITHUB } from './github';
import { GITLAB } from './gitlab';
import { GOOGLE } from './google';
import { GRAFANA } from './grafana';
import { GROQ } from './groq';
import { HASHICORP_VAULT } from './hashicorp-vault';
import { HEROKU } from './heroku';
import { HUGGING_FACE } from './hugging-face';
import { LANGSMITH } from './langsmith';
import { LINEAR } from './linear';
import { MAILCHIMP } from './mailchimp';
import { MAILGUN } from './mailgun';
import { MAPBOX } from './mapbox';
import { META } from './meta';
import { MISTRAL } from './mistral';
import { NETLIFY } from './netlify';
import { NEW_RELIC } from './new-relic';
import { NOTION } from './notion';
import { NPM } from './npm';
import { NUGET } from './nuget';
import { OKTA } from './okta';
import { OPENAI } from './openai';
import { OPENROUTER } from './openrouter';
import { PAYPAL } from './paypal';
import { PERPLEXITY } from './perplexity';
import { PLANETSCALE } from './planetscale';
import { POSTMAN } from './postman';
import { PREFECT } from './prefect';
import { PULUMI } from './pulumi';
import { PYPI } from './pypi';
import { RAZORPAY } from './razorpay';
import { REPLICATE } from './replicate';
import { RUBYGEMS } from './rubygems';
import { SENDGRID } from './sendgrid';
import { SENTRY } from './sentry';
import { SHOPIFY } from './shopify';
import { SLACK } from './slack';
import { SQUARE } from './square';
import { STRIPE } from './stripe';
import { SUPABASE } from './supabase';
import { TELEGRAM } from './telegram';
import { TENCENT } from './tencent';
import { TERRAFORM_CLOUD } from './terraform-cloud';
import { TWILIO } from './twilio';
import { VERCEL } from './vercel';
import { XAI } from './xai';
import { YANDEX } from './yandex';
import { ADAFRUIT } from './adafruit';
import { AUTHRESS } from './authress';
import { BEAMER } from './beamer';
import { BITBUCKET } from './bitbucket';
import { BUILDKITE } from './buildkite';
import { CIRCLECI } from './circleci';
import { CODECOV } from './codecov';
import { COINBASE } from './coinbase';
import { DEFINED_NETWORKING } from './defined-networking';
import { DRONE_CI } from './drone-ci';
import { DUFFEL } from './duffel';
import { ETSY } from './etsy';
import { FASTLY } from './fastly';
import { FINICITY } from './finicity';
import { FINNHUB } from './finnhub';
import { FLICKR } from './flickr';
import { FRAME_IO } from './frame-io';
import { FRESHBOOKS } from './freshbooks';
import { GOCARDLESS } from './gocardless';
import { HARNESS } from './harness';
import { HUBSPOT } from './hubspot';
import { INFRACOST } from './infracost';
import { INTERCOM } from './intercom';
import { INTRA42 } from './intra42';
import { JFROG } from './jfrog';
import { KRAKEN } from './kraken';
import { KUCOIN } from './kucoin';
import { LAUNCHDARKLY } from './launchdarkly';
import { LINKEDIN } from './linkedin';
import { LOB } from './lob';
import { MATTERMOST } from './mattermost';
import { MESSAGEBIRD } from './messagebird';
import { MICROSOFT_TEAMS } from './microsoft-teams';
import { NYTIMES } from './nytimes';
import { OCTOPUS_DEPLOY } from './octopus-deploy';
import { OPENSHIFT } from './openshift';
import { PLAID } from './plaid';
import { README } from './readme';
import { SCALINGO } from './scalingo';
import { SENDBIRD } from './sendbird';
import { SETTLEMINT } from './settlemint';
import { SHIPPO } from './shippo';
import { SIDEKIQ } from './sidekiq';
import { SNYK } from './snyk';
import { SONAR } from './sonar';
import { SOURCEGRAPH } from './sourcegraph';
import { SQUARESPACE } from './squarespace';
import { SUMO_LOGIC } from './sumo-logic';
import { TRAVIS_CI } from './travis-ci';
import { TWITCH } from './twitch';
import { TWITTER } from './twitter';
import { TYPEFORM } from './typeform';
import { ZENDESK } from './zendesk';
import { RAPIDAPI } from './rapidapi';
import { PINECONE } from './pinecone';
import { CEREBRAS } from './cerebras';
import { ELEVENLABS } from './elevenlabs';
import { TOGETHER } from './together';
import { FIREWORKS } from './fireworks';
import { ASSEMBLYAI } from './assemblyai';
import { DEEPGRAM } from './deepgram';
import { WANDB } from './wandb';
import { STABILITY } from './stability';
import { VOYAGE } from './voyage';
import { RESEND } from './resend';
import { MAILERSEND } from './mailersend';
import { POSTMARK } from './postmark';
import { SPARKPOST } from './sparkpost';
import { MAILJET } from './mailjet';
import { MANDRILL } from './mandrill';
import { KLAVIYO } from './klaviyo';
import { VONAGE } from './vonage';
import { PLIVO } from './plivo';
import { TELNYX } from './telnyx';
import { PUSHER } from './pusher';
import { ABLY } from './ably';
import { PUBNUB } from './pubnub';
import { NEON } from './neon';
import { UPSTASH } from './upstash';
import { RENDER } from './render';
import { RAILWAY } from './railway';
import { LINODE } from './linode';
import { VULTR } from './vultr';
import { HETZNER } from './hetzner';
import { SCALEWAY } from './scaleway';
import { OVH } from './ovh';
import { AKAMAI } from './akamai';
import { BACKBLAZE } from './backblaze';
import { WASABI } from './wasabi';
import { SANITY } from './sanity';
import { STORYBLOK } from './storyblok';
import { CONTENTSTACK } from './contentstack';
import { LOKALISE } from './lokalise';
import { CROWDIN } from './crowdin';
import { PHRASE } from './phrase';
import { MEILISEARCH } from './meilisearch';
import { ELASTIC } from './elastic';
import { HONEYCOMB } from './honeycomb';
import { LOGZIO } from './logzio';
import { LOGGLY } from './loggly';
import { ROLLBAR } from './rollbar';
import { BUGSNAG } from './bugsnag';
import { RAYGUN } from './raygun';
import { SPLUNK } from './splunk';
import { PAGERDUTY } from './pagerduty';
import { OPSGENIE } from './opsgenie';
import { STATUSPAGE } from './statuspage';
import { GITEA } from './gitea';
import { AZURE_DEVOPS } from './azure-devops';
import { JETBRAINS } from './jetbrains';
import { JENKINS } from './jenkins';
import { TEAMCITY } from './teamcity';
import { QUAY } from './quay';
import { HARBOR } from './harbor';
import { CRATES_IO } from './crates-io';
import { HEX_PM } from './hex-pm';
import { INFISICAL } from './infisical';
import { BITWARDEN } from './bitwarden';
import { AUTH0 } from './auth0';
import { CLERK } from './clerk';
import { STYTCH } from './stytch';
import { WORKOS } from './workos';
import { KEYCLOAK } from './keycloak';
import { FUSIONAUTH } from './fusionauth';
import { ADYEN } from './adyen';
import { PAYSTACK } from './paystack';
import { MOLLIE } from './mollie';
import { BINANCE } from './binance';
import { WISE } from './wise';
import { CHECKOUT_COM } from './checkout-com';
import { BIGCOMMERCE } from './bigcommerce';
import { WOOCOMMERCE } from './woocommerce';
import { EBAY } from './ebay';
import { AMAZON_MWS } from './amazon-mws';
import { SALESFORCE } from './salesforce';
import { ZOHO } from './zoho';
import { PIPEDRIVE } from './pipedrive';
import { ZAPIER } from './zapier';
import { IFTTT } from './ifttt';
import { CLICKUP } from './clickup';
import { TRELLO } from './trello';
import { TODOIST } from './todoist';
import { HARVEST } from './harvest';
import { ZOOM } from './zoom';
import { DOCUSIGN } from './docusign';
import { BOX } from './box';
import { SPOTIFY } from './spotify';
import { REDDIT } from './reddit';
import { PINTEREST } from './pinterest';
import { LINE } from './line';
import { KAKAO } from './kakao';
import { NAVER } from './naver';
import { HERE } from './here';
import { TOMTOM } from './tomtom';
import { OPENWEATHER } from './openweather';
import { HUAWEI } from './huawei';
import { IBM_CLOUD } from './ibm-cloud';
import { BAIDU } from './baidu';
import { GITTER } from './gitter';
import { POSTHOG } from './posthog';
import { MIXPANEL } from './mixpanel';
import { AMPLITUDE } from './amplitude';
import { SEGMENT } from './segment';
import { STATSIG } from './statsig';
import { FLAGSMITH } from './flagsmith';
import { AIRBRAKE } from './airbrake';
import { EXPO } from './expo';
import { FRESHDESK } from './freshdesk';
import { CODA } from './coda';
import { MIRO } from './miro';
import { WEBFLOW } from './webflow';
import { GUMROAD } from './gumroad';
import { CLOUDINARY } from './cloudinary';
import { IMGUR } from './imgur';
import { NGROK } from './ngrok';
import { TAILSCALE } from './tailscale';
import { DENO_DEPLOY } from './deno-deploy';
import { MONGODB_ATLAS } from './mongodb-atlas';
import { LANGFUSE } from './langfuse';
import { HELICONE } from './helicone';
import { PORTKEY } from './portkey';
import { AI21 } from './ai21';
import { ANYSCALE } from './anyscale';
import { BASETEN } from './baseten';
import { MODAL } from './modal';
import { RUNPOD } from './runpod';
import { NVIDIA } from './nvidia';
import { AZURE_OPENAI } from './azure-openai';
import { JINA } from './jina';
import { TAVILY } from './tavily';
import { SERPAPI } from './serpapi';
import { EXA } from './exa';
import { FIRECRAWL } from './firecrawl';
import { BROWSERBASE } from './browserbase';
import { E2B } from './e2b';
import { QDRANT } from './qdrant';
import { WEAVIATE } from './weaviate';
import { GRADLE } from './gradle';
import { SONATYPE } from './sonatype';
import { SNOWFLAKE } from './snowflake';
import { COCKROACH } from './cockroach';
import { GRAFANA_CLOUD } from './grafana-cloud';
import { PRIVATE_KEY } from './private-key';
import { JWT } from './jwt';
import { URL_CREDENTIAL } from './url-credential';
import { HTTP } from './http';
import { CLI_FLAGS } from './cli-flags';
import { ENV } from './env';
import { GENERIC } from './generic';

export const CREDENTIAL_PROVIDERS: readonly CredentialProvider[] = [
  ONEPASSWORD,
  ADOBE,
  AGE,
  AIRTABLE,
  ALGOLIA,
  ALIBABA,
  ANTHROPIC,
  ASANA,
  ATLASSIAN,
  AWS,
  AZURE,
  BREVO,
  CLOJARS,
  CLOUDFLARE,
  COHERE,
  CONFLUENT,
  CONTENTFUL,
  DATABRICKS,
  DATADOG,
  DEEPSEEK,
  DIGITALOCEAN,
  DISCORD,
  DOCKER,
  DOPPLER,
  DROPBOX,
  DYNATRACE,
  EASYPOST,
  FIGMA,
  FIREBASE,
  FLUTTERWAVE,
  FLY_IO,
  GITHUB,
  GITLAB,
  GOOGLE,
  GRAFANA,
  GROQ,
  HASHICORP_VAULT,
  HEROKU,
  HUGGING_FACE,
  LANGSMITH,
  LINEAR,
  MAILCHIMP,
  MAILGUN,
  MAPBOX,
  META,
  MISTRAL,
  NETLIFY,
  NEW_RELIC,
  NOTION,
  NPM,
  NUGET,
  OKTA,
  OPENAI,
  OPENROUTER,
  PAYPAL,
  PERPLEXITY,
  PLANETSCALE,
  POSTMAN,
  PREFECT,
  PULUMI,
  PYPI,
  RAZORPAY,
  REPLICATE,
  RUBYGEMS,
  SENDGRID,
  SENTRY,
  SHOPIFY,
  SLACK,
  SQUARE,
  STRIPE,
  SUPABASE,
  TELEGRAM,
  TENCENT,
  TERRAFORM_CLOUD,
  TWILIO,
  VERCEL,
  XAI,
  YANDEX,
  ADAFRUIT,
  AUTHRESS,
  BEAMER,
  BITBUCKET,
  BUILDKITE,
  CIRCLECI,
  CODECOV,
  COINBASE,
  DEFINED_NETWORKING,
  DRONE_CI,
  DUFFEL,
  ETSY,
  FASTLY,
  FINICITY,
  FINNHUB,
  FLICKR,
  FRAME_IO,
  FRESHBOOKS,
  GOCARDLESS,
  HARNESS,
  HUBSPOT,
  INFRACOST,
  INTERCOM,
  INTRA42,
  JFROG,
  KRAKEN,
  KUCOIN,
  LAUNCHDARKLY,
  LINKEDIN,
  LOB,
  MATTERMOST,
  MESSAGEBIRD,
  MICROSOFT_TEAMS,
  NYTIMES,
  OCTOPUS_DEPLOY,
  OPENSHIFT,
  PLAID,
  README,
  SCALINGO,
  SENDBIRD,
  SETTLEMINT,
  SHIPPO,
  SIDEKIQ,
  SNYK,
  SONAR,
  SOURCEGRAPH,
  SQUARESPACE,
  SUMO_LOGIC,
  TRAVIS_CI,
  TWITCH,
  TWITTER,
  TYPEFORM,
  ZENDESK,
  RAPIDAPI,
  PINECONE,
  CEREBRAS,
  ELEVENLABS,
  TOGETHER,
  FIREWORKS,
  ASSEMBLYAI,
  DEEPGRAM,
  WANDB,
  STABILITY,
  VOYAGE,
  RESEND,
  MAILERSEND,
  POSTMARK,
  SPARKPOST,
  MAILJET,
  MANDRILL,
  KLAVIYO,
  VONAGE,
  PLIVO,
  TELNYX,
  PUSHER,
  ABLY,
  PUBNUB,
  NEON,
  UPSTASH,
  RENDER,
  RAILWAY,
  LINODE,
  VULTR,
  HETZNER,
  SCALEWAY,
  OVH,
  AKAMAI,
  BACKBLAZE,
  WASABI,
  SANITY,
  STORYBLOK,
  CONTENTSTACK,
  LOKALISE,
  CROWDIN,
  PHRASE,
  MEILISEARCH,
  ELASTIC,
  HONEYCOMB,
  LOGZIO,
  LOGGLY,
  ROLLBAR,
  BUGSNAG,
  RAYGUN,
  SPLUNK,
  PAGERDUTY,
  OPSGENIE,
  STATUSPAGE,
  GITEA,
  AZURE_DEVOPS,
  JETBRAINS,
  JENKINS,
  TEAMCITY,
  QUAY,
  HARBOR,
  CRATES_IO,
  HEX_PM,
  INFISICAL,
  BITWARDEN,
  AUTH0,
  CLERK,
  STYTCH,
  WORKOS,
  KEYCLOAK,
  FUSIONAUTH,
  ADYEN,
  PAYSTACK,
  MOLLIE,
  BINANCE,
  WISE,
  CHECKOUT_COM,
  BIGCOMMERCE,
  WOOCOMMERCE,
  EBAY,
  AMAZON_MWS,
  SALESFORCE,
  ZOHO,
  PIPEDRIVE,
  ZAPIER,
  IFTTT,
  CLICKUP,
  TRELLO,
  TODOIST,
  HARVEST,
  ZOOM,
  DOCUSIGN,
  BOX,
  SPOTIFY,
  REDDIT,
  PINTEREST,
  LINE,
  KAKAO,
  NAVER,
  HERE,
  TOMTOM,
  OPENWEATHER,
  HUAWEI,
  IBM_CLOUD,
  BAIDU,
  GITTER,
  POSTHOG,
  MIXPANEL,
  AMPLITUDE,
  SEGMENT,
  STATSIG,
  FLAGSMITH,
  AIRBRAKE,
  EXPO,
  FRESHDESK,
  CODA,
  MIRO,
  WEBFLOW,
  GUMROAD,
  CLOUDINARY,
  IMGUR,
  NGROK,
  TAILSCALE,
  DENO_DEPLOY,
  MONGODB_ATLAS,
  LANGFUSE,
  HELICONE,
  PORTKEY,
  AI21,
  ANYSCALE,
  BASETEN,
  MODAL,
  RUNPOD,
  NVIDIA,
  AZURE_OPENAI,
  JINA,
  TAVILY,
  SERPAPI,
  EXA,
  FIRECRAWL,
  BROWSERBASE,
  E2B,
  QDRANT,
  WEAVIATE,
  GRADLE,
  SONATYPE,
  SNOWFLAKE,
  COCKROACH,
  GRAFANA_CLOUD,
  PRIVATE_KEY,
  JWT,
  URL_CREDENTIAL,
  HTTP,
  CLI_FLAGS,
  ENV,
  GENERIC,
];

export const CREDENTIAL_RECOGNIZERS: readonly Recognizer[] = CREDENTIAL_PROVIDERS.flatMap((p) => p.recognizers);
