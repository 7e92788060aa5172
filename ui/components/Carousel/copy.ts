/** The carousel's controls (ours). */
export const CAROUSEL_COPY = {
  ROLE: 'carousel',
  SLIDE_ROLE: 'slide',
  PREVIOUS: 'Previous slide',
  NEXT: 'Next slide',
  DOTS: 'Choose a slide',
  slidePosition: (index: number, count: number) => `${index + 1} of ${count}`,
  goTo: (index: number, title: string) => `Slide ${index + 1}: ${title}`,
} as const;
