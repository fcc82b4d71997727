// The `trips` executable. Everything it does lives in App, the composition root, so that tests
// and fuzz targets can link the same code.
import App

TripsProgram.main()
