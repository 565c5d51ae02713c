import { useQuery } from '@apollo/client/react';
import { PageContainer, PageHeader } from '../../components/page-container';
import { usePageTitle } from '../../components/page-title';
import { ScreenState } from '../../components/screen-state';
import { LoadingState } from '../../components/states';
import { graphql } from '../../gql';
import { ProfileForm } from './profile-form';
import { TimeZoneSection } from './time-zone-section';

const ProfilePageDocument = graphql(`
  query ProfilePage {
    profile {
      ...ProfileForm_profile
    }
  }
`);

/**
 * My Profile (/profile; spec part 3, 2.5, 3.6, 4.3, 5.7, 7.3; issue 20): one request
 * for the screen, then the form. Asked on every visit: the file addresses last an hour.
 */
export default function ProfilePage() {
  usePageTitle('My Profile');
  const query = useQuery(ProfilePageDocument, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return (
    <PageContainer maxW="4xl">
      <PageHeader title="My Profile" lead="Keep your details, photo and documents up to date. Fields marked * are required." />
      <ScreenState query={query} value={query.data?.profile} loading={<LoadingState label="Loading your profile" />} errorTitle="We could not load your profile">
        {(profile) => <ProfileForm profile={profile} onReload={() => void query.refetch()} />}
      </ScreenState>
      <TimeZoneSection />
    </PageContainer>
  );
}
