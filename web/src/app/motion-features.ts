/** Split out so LazyMotion can fetch the animation features on demand (see provider.tsx). */
import { domAnimation } from 'framer-motion';

export const motionFeatures = domAnimation;
