import { PRIVACY_EMAIL, paths, SUPPORT_EMAIL } from '@studio/web';
import { Link } from 'react-router-dom';
import { LegalPage, type LegalSection } from './legal-page.tsx';

export const TERMS_LAST_UPDATED = '14 May 2025';

const sections: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <>
        <p>
          Post Studio is an online platform that helps medical and aesthetics businesses publish on social
          media. It writes post texts with artificial intelligence (AI) from the products you choose and your
          company information, finds and ranks product images, and schedules and publishes posts to the
          Facebook pages and Instagram accounts you connect.
        </p>
        <p>
          These terms apply to every business account, every user of such an account and every platform
          administrator. By signing in you accept them on behalf of yourself and the business you represent.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and account security',
    body: (
      <>
        <p>
          Business accounts are created by our platform administrators. Each account has one or more admin
          users who sign in with an e-mail address and a password of at least 6 characters.
        </p>
        <ul>
          <li>Keep your password confidential and do not share your sign-in with anyone else.</li>
          <li>Use a password you do not use elsewhere, and sign out on shared devices.</li>
          <li>
            You are responsible for everything done through your account until you tell us that it may have
            been misused.
          </li>
          <li>
            Tell us at once at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you suspect
            unauthorised access; we may suspend the account to protect you while we investigate.
          </li>
        </ul>
        <p>
          Our administrators can open your business portal to give support. They do so only to help you or to
          keep the service running, and such access is recorded.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Subscription levels and usage limits',
    body: (
      <>
        <p>Every account has one of two levels:</p>
        <ul>
          <li>
            <strong>Trial</strong>: a free introduction with limited features and limited volumes (for example
            the number of generated posts, image searches and scheduled periods).
          </li>
          <li>
            <strong>Active</strong>: the full service, within the limits agreed for your subscription.
          </li>
        </ul>
        <p>
          Limits keep the service fair and affordable for everyone, since AI generation and image search have
          real costs. When a limit is reached, the related feature pauses until the next period or until the
          account is upgraded; your data stays available. We may change the limits of the trial level at any
          time, and those of a paid subscription with reasonable notice.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and AI-generated content',
    body: (
      <>
        <p>
          You keep all rights in the material you provide: company information, logos, product texts and
          images you upload. You give us the permission needed to store, process and publish that material
          only in order to provide the service to you.
        </p>
        <p>
          <strong>
            Posts, descriptions and other content the AI generates for your account belong to you.
          </strong>{' '}
          We claim no ownership of them and you may use them freely, on our platform or elsewhere. AI output
          can be inaccurate, and similar texts may be produced for other users, so we cannot promise that it
          is unique or free of errors.
        </p>
        <p>
          Medical and aesthetic products are subject to strict advertising rules. You must review every post
          before it is scheduled and make sure that it is accurate, that it makes no unsupported health claims
          and that it complies with the law and the rules of your profession. You publish under your own name
          and remain responsible for what is published.
        </p>
        <p>
          Images found by the image search come from third-party sources. Check that you have the right to use
          an image before publishing it.
        </p>
      </>
    ),
  },
  {
    id: 'social',
    title: 'Facebook and Instagram',
    body: (
      <>
        <p>
          When you connect Facebook, you authorise us to list your pages and linked Instagram accounts and to
          publish and delete the posts you schedule on the pages you select. We publish nothing you have not
          scheduled. You can disconnect at any time in the Platforms step, and you can remove our access in
          your Facebook settings.
        </p>
        <p>
          Your use of Facebook and Instagram remains subject to the terms and policies of Meta Platforms.
          Posts already published on Instagram cannot be deleted through the API and must be deleted in
          Instagram itself. We are not responsible for the availability of these platforms or for changes they
          make to their services.
        </p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>publish unlawful, misleading, defamatory or infringing content through the platform;</li>
          <li>enter health data of patients or other sensitive personal data into products or posts;</li>
          <li>try to get around usage limits, access other accounts or disrupt the service;</li>
          <li>copy, resell or reverse-engineer the platform, except where the law allows it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes to the service',
    body: (
      <p>
        We work to keep the platform available and secure, but we cannot promise uninterrupted operation.
        Maintenance, outages of our providers or of Facebook and Instagram may delay a scheduled post. We
        improve the service continuously and may add, change or remove features; we will tell you in advance
        of any change that significantly reduces the service you have subscribed to.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the service and ask us to close your account at any time. We may suspend or close
        an account that breaches these terms, after warning you unless the breach is serious or urgent. When
        an account closes, scheduled posts are no longer published and your data is deleted as described in
        our <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Nothing in these terms limits liability that cannot be limited by law, such as liability for intent or
        gross negligence. Otherwise, we are not liable for indirect or consequential loss, for content you
        publish, or for the acts of Meta or other third parties, and our total liability for any claim is
        limited to the fees you paid us in the twelve months before it arose.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of Greece. The courts of Athens have jurisdiction over any
        dispute, without prejudice to any mandatory rights you have as a consumer under the law of your
        country of residence.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. The date at the top of this page shows the latest version. We will tell you
        of material changes in the platform or by e-mail before they take effect; continuing to use the
        service afterwards means that you accept them.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about the service or these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        Questions about personal data: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          These terms explain what you can expect from Post Studio and what we expect from you. Please read
          them carefully; they form an agreement between you and us.
        </p>
      }
      sections={sections}
    />
  );
}
