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
import { PRIVATE_KEY } from './private-key';
import { JWT } from './jwt';
import { URL_CREDENTIAL } from './url-credential';
import { HTTP } from './http';
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
  PRIVATE_KEY,
  JWT,
  URL_CREDENTIAL,
  HTTP,
  ENV,
  GENERIC,
];

export const CREDENTIAL_RECOGNIZERS: readonly Recognizer[] = CREDENTIAL_PROVIDERS.flatMap((p) => p.recognizers);
