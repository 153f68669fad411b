import LocalizedIndexCLI

LocalizedIndexCommand.main()
