// Who the client is booking with: the logo uploaded in Business settings, the name and the phone.
import type { PortalProfile } from '../contract/portal';
import { LanguageSwitch } from './portal-language';

export function BusinessHeader({ profile }: { profile: PortalProfile }) {
  return (
    <>
      <LanguageSwitch />
      <header className="business">
        {profile.logo && (
          <img className="logo" src={`/uploads/${profile.logo}`} alt="" width={64} height={64} />
        )}
        <div>
          <h1>{profile.businessName}</h1>
          {profile.phone && (
            <a className="phone" href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>
              {profile.phone}
            </a>
          )}
        </div>
      </header>
    </>
  );
}
