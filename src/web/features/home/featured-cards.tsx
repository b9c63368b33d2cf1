import type { HomeListings } from '#shared/listings/listings.ts';
import { BusinessCard } from '../../components/listings/business-card.tsx';
import { InvestorCard } from '../../components/listings/investor-card.tsx';

// The home page's featured cards, fetched together with the listings they show (home-page.tsx): the page
// paints its hero without waiting for the cards' code, and the skeletons hold their place meanwhile.

export function InvestorCards({ investors }: { investors: HomeListings['investors'] }) {
  return investors.map((investor) => <InvestorCard key={investor.id} investor={investor} action="viewProfile" />);
}

export function BusinessCards({ businesses }: { businesses: HomeListings['businesses'] }) {
  return businesses.map((business) => <BusinessCard key={business.id} business={business} compact />);
}
