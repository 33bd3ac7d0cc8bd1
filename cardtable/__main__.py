from cardtable.cli.main import main

raise SystemExit(main())
