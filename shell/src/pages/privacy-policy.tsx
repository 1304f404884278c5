import { PRIVACY_EMAIL, paths, SUPPORT_EMAIL } from '@studio/web';
import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './legal-page.tsx';
import { TERMS_LAST_UPDATED } from './terms-of-service.tsx';

const privacyMail = <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    body: (
      <p>
        Post Studio is the controller of the personal data described here, under the General Data Protection
        Regulation (EU) 2016/679 (GDPR) and Greek Law 4624/2019. For anything about your data, write to{' '}
        {privacyMail}.
      </p>
    ),
  },
  {
    id: 'data',
    title: 'What data we process',
    body: (
      <ul>
        <li>
          <strong>Account data</strong>: business name, account status, and the e-mail address and password of
          each admin user (passwords are stored only as a one-way hash).
        </li>
        <li>
          <strong>Company information</strong>: company name, location, posting frequency, posting time and
          logo.
        </li>
        <li>
          <strong>Products and posts</strong>: the products you select or create, their texts and images, the
          posts generated for you, their schedule and their publication status.
        </li>
        <li>
          <strong>Facebook and Instagram data</strong>: see section 4.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, browser type, times of requests and error reports, kept
          in server logs to secure and operate the service.
        </li>
      </ul>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we process it and on what legal basis',
    body: (
      <ul>
        <li>
          To provide the service you signed up for: sign-in, generating, scheduling and publishing posts
          (performance of a contract, Art. 6(1)(b) GDPR).
        </li>
        <li>
          To keep the platform secure, prevent abuse and fix faults (our legitimate interests, Art. 6(1)(f)).
        </li>
        <li>To meet legal obligations such as accounting and tax rules (Art. 6(1)(c)).</li>
        <li>
          To send service e-mails you ask for, such as scheduling reminders and test e-mails (contract).
        </li>
      </ul>
    ),
  },
  {
    id: 'facebook',
    title: 'Facebook and Instagram data',
    body: (
      <>
        <p>
          When you connect Facebook, Meta asks you to grant the permissions email, public_profile,
          pages_manage_posts and instagram_basic. With them we receive your name and e-mail address, the
          Facebook pages you manage (name, category, ID), the Instagram business accounts linked to them
          (name, username, ID) and access tokens for them.
        </p>
        <p>
          We use this data only to show you your pages and accounts, to publish and delete the posts you
          schedule on the pages you select, and to record what was published. We do not sell it, use it for
          advertising or share it with anyone except as needed to run the service.
        </p>
        <p>
          Disconnecting in the Platforms step deletes the stored tokens and your page selections. You can also
          remove our app in your Facebook settings and ask us to delete all Facebook data at {privacyMail}.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI and image search',
    body: (
      <p>
        To write posts and product descriptions we send the product information and company information needed
        for the task to our AI provider; to find images we send the product name to an image search service.
        These providers act on our instructions and may not use the data to train their models. Do not put
        patient data or other personal data into product texts.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>We use only what the platform needs to work. There are no advertising or analytics cookies.</p>
        <ul>
          <li>
            Your browser&apos;s local storage keeps your sign-in tokens (so you stay signed in) and your
            choice of light, dark or system theme.
          </li>
          <li>
            Session storage keeps short-lived data of one browser tab, such as the page to return to after
            signing in. It is cleared when the tab closes or when you sign out.
          </li>
        </ul>
        <p>
          Because these are strictly necessary for the service you asked for, they need no consent. Signing
          out removes the tokens. Facebook&apos;s own sign-in pages may set cookies under Meta&apos;s
          policies.
        </p>
      </>
    ),
  },
  {
    id: 'recipients',
    title: 'Who receives your data',
    body: (
      <p>
        Our hosting and e-mail providers, our AI and image search providers, and Meta (Facebook and Instagram)
        when you publish. Each receives only what it needs for its task, under a contract that binds it to
        confidentiality and to the GDPR. We disclose data to authorities only when the law requires it.
      </p>
    ),
  },
  {
    id: 'transfers',
    title: 'Transfers outside the EEA',
    body: (
      <p>
        Some providers, in particular the AI providers and the social media providers (Meta), process data in
        countries outside the European Economic Area, such as the United States. We transfer data there only
        with appropriate safeguards: an adequacy decision of the European Commission (including the EU-U.S.
        Data Privacy Framework for certified companies) or the Commission&apos;s Standard Contractual Clauses,
        with additional measures where needed. You can ask for a copy of the safeguards at {privacyMail}.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <p>
        We keep your data while your account is open. After it closes we delete or anonymise it within 90
        days, except what the law requires us to keep for longer (for example invoices). Server logs are kept
        for up to 30 days unless needed to investigate a security incident.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the GDPR you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and receive a copy;
          </li>
          <li>
            <strong>rectification</strong> of data that is inaccurate or incomplete;
          </li>
          <li>
            <strong>erasure</strong> of your data (&ldquo;right to be forgotten&rdquo;);
          </li>
          <li>
            <strong>restriction</strong> of processing while a request is examined;
          </li>
          <li>
            <strong>portability</strong>: receive your data in a structured, machine-readable format or have
            it sent to another provider;
          </li>
          <li>
            <strong>objection</strong> to processing based on our legitimate interests.
          </li>
        </ul>
        <p>
          Send your request to {privacyMail}. We answer within one month. You also have the right to complain
          to the Hellenic Data Protection Authority (
          <a href="https://www.dpa.gr" rel="noreferrer" target="_blank">
            www.dpa.gr
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed, sign-in tokens expire, and each business can only
        reach its own data. No system is perfectly secure; if a breach affects your data we will inform you
        and the authority as the law requires.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Changes and contact',
    body: (
      <p>
        We will update this policy when our processing changes and show the date of the latest version at the
        top. Privacy questions: {privacyMail}. Other questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. See also our{' '}
        <Link to={paths.terms}>Terms of Service</Link>.
      </p>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          This policy explains which personal data Post Studio processes when businesses use the platform,
          why, and the rights you have over it.
        </p>
      }
      sections={sections}
    />
  );
}
