// A realistic small-salon catalogue for `npm run demo`: 4 categories, 15 services.
export interface DemoService {
  name: string;
  description: string;
  minutes: number;
  priceCents: number;
  priceType: 'Fixed' | 'From';
  serviceType: 'Everyone' | 'Women' | 'Men' | 'Children';
}

export interface DemoCategory {
  name: string;
  description: string;
  services: DemoService[];
}

export const DEMO_CATALOGUE: DemoCategory[] = [
  {
    name: 'Haircuts',
    description: 'Cuts for every length, finished with a wash and blow-dry.',
    services: [
      {
        name: "Women's cut & blow-dry",
        description: 'Consultation, wash, cut and blow-dry.',
        minutes: 60,
        priceCents: 6500,
        priceType: 'Fixed',
        serviceType: 'Women',
      },
      {
        name: "Men's cut",
        description: 'Scissor or clipper cut, wash and style.',
        minutes: 30,
        priceCents: 3500,
        priceType: 'Fixed',
        serviceType: 'Men',
      },
      {
        name: "Children's cut",
        description: 'For children under 12.',
        minutes: 30,
        priceCents: 2500,
        priceType: 'Fixed',
        serviceType: 'Children',
      },
      {
        name: 'Fringe trim',
        description: 'A quick fringe tidy between cuts.',
        minutes: 15,
        priceCents: 1000,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
    ],
  },
  {
    name: 'Colour',
    description: 'Permanent and semi-permanent colour, highlights and toning.',
    services: [
      {
        name: 'Full head colour',
        description: 'One colour from roots to ends.',
        minutes: 105,
        priceCents: 9500,
        priceType: 'From',
        serviceType: 'Everyone',
      },
      {
        name: 'Root touch-up',
        description: 'Regrowth up to 3 cm.',
        minutes: 75,
        priceCents: 6000,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
      {
        name: 'Balayage',
        description: 'Hand-painted lightening with toner.',
        minutes: 180,
        priceCents: 16000,
        priceType: 'From',
        serviceType: 'Women',
      },
      {
        name: 'Toner & gloss',
        description: 'Refreshes tone and shine.',
        minutes: 45,
        priceCents: 4000,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
    ],
  },
  {
    name: 'Beard & Shave',
    description: 'Beard shaping and traditional wet shaves.',
    services: [
      {
        name: 'Beard trim',
        description: 'Shape, line-up and beard oil.',
        minutes: 20,
        priceCents: 2000,
        priceType: 'Fixed',
        serviceType: 'Men',
      },
      {
        name: 'Hot towel shave',
        description: 'Traditional straight-razor shave.',
        minutes: 45,
        priceCents: 3800,
        priceType: 'Fixed',
        serviceType: 'Men',
      },
      {
        name: 'Cut & beard combo',
        description: "Men's cut with a beard trim.",
        minutes: 45,
        priceCents: 5000,
        priceType: 'Fixed',
        serviceType: 'Men',
      },
    ],
  },
  {
    name: 'Nails',
    description: 'Manicures and pedicures with classic or gel polish.',
    services: [
      {
        name: 'Classic manicure',
        description: 'Shape, cuticle care and polish.',
        minutes: 45,
        priceCents: 3500,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
      {
        name: 'Gel manicure',
        description: 'Long-lasting gel polish.',
        minutes: 60,
        priceCents: 4500,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
      {
        name: 'Spa pedicure',
        description: 'Soak, scrub, massage and polish.',
        minutes: 75,
        priceCents: 5500,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
      {
        name: 'Gel removal',
        description: 'Gentle removal of gel or acrylic.',
        minutes: 20,
        priceCents: 1500,
        priceType: 'Fixed',
        serviceType: 'Everyone',
      },
    ],
  },
];
