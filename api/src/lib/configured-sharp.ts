// sharp as the server uses it. libvips keeps the results of its last operations (up to 50 MB and 100
// operations) in case the same one comes again; the server encodes each picture once and stores the files,
// so that cache only held memory.
import sharp from 'sharp';

sharp.cache(false);

export default sharp;
